import { forgotPasswordSchema } from '../../schemas/auth.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('forgot-password', { body: forgotPasswordSchema }, responds<MessageBody>());
