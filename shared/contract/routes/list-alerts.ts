import type { JobAlert } from '../../schemas/alerts.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-alerts', {}, responds<JobAlert[]>());
