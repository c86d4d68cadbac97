import type { ApplicationMailBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-application-mail', {}, responds<ApplicationMailBody>());
