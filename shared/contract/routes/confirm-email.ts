import { confirmEmailSchema } from '../../schemas/email-confirmation.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('confirm-email', { body: confirmEmailSchema }, responds<MessageBody>());
