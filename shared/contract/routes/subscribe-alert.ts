import { type AlertNotice, subscribeAlertSchema } from '../../schemas/alerts.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('subscribe-alert', { body: subscribeAlertSchema }, responds<AlertNotice>());
