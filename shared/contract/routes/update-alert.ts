import { type JobAlert, updateAlertSchema } from '../../schemas/alerts.js';
import { defineRoute, responds } from '../define.js';
import { alertIdParams } from '../params.js';

export const route = defineRoute(
  'update-alert',
  { params: alertIdParams, body: updateAlertSchema },
  responds<JobAlert>(),
);
