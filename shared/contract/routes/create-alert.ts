import { createAlertSchema, type JobAlert } from '../../schemas/alerts.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('create-alert', { body: createAlertSchema }, responds<JobAlert>());
