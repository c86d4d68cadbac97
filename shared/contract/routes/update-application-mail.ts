import { applicationMailSchema } from '../../schemas/application.js';
import type { ApplicationMailBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute(
  'update-application-mail',
  { body: applicationMailSchema },
  responds<ApplicationMailBody>(),
);
