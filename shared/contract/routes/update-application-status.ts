import { statusUpdateSchema } from '../../schemas/application.js';
import type { Application } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { applicationIdParams } from '../params.js';

export const route = defineRoute(
  'update-application-status',
  { params: applicationIdParams, body: statusUpdateSchema },
  responds<Application>(),
);
