import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('resend-confirmation', {}, responds<MessageBody>());
