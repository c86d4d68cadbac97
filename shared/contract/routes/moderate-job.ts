import { jobModerationSchema } from '../../schemas/moderation.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute(
  'moderate-job',
  { params: jobIdParams, body: jobModerationSchema },
  responds<MessageBody>(),
);
