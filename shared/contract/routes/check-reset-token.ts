import { resetTokenCheckSchema } from '../../schemas/auth.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('check-reset-token', { body: resetTokenCheckSchema }, responds<MessageBody>());
