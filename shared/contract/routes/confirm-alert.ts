import { type AlertNotice, alertTokenSchema } from '../../schemas/alerts.js';
import { objectBody } from '../../schemas/object-body.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('confirm-alert', { body: objectBody(alertTokenSchema) }, responds<AlertNotice>());
