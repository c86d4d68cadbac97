import { sessionIdParams } from '../../schemas/sessions.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('end-session', { params: sessionIdParams }, responds<MessageBody>());
