import { resetPasswordSchema } from '../../schemas/auth.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('reset-password', { body: resetPasswordSchema }, responds<MessageBody>());
