import type { Job } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-dashboard-jobs', {}, responds<Job[]>());
