import type { AlertNotice } from '../../schemas/alerts.js';
import { defineRoute, responds } from '../define.js';
import { alertIdParams } from '../params.js';

export const route = defineRoute('delete-alert', { params: alertIdParams }, responds<AlertNotice>());
