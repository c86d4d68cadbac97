import { passwordChangeSchema } from '../../schemas/auth.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('change-password', { body: passwordChangeSchema }, responds<MessageBody>());
