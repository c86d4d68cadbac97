import { secondFactorChangeSchema } from '../../schemas/second-factor.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('disable-second-factor', { body: secondFactorChangeSchema }, responds<MessageBody>());
