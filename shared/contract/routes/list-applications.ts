import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-applications', {}, responds<Application[]>());
