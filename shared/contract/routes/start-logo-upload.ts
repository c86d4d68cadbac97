import { logoUploadSchema } from '../../schemas/logo.js';
import type { UploadTicket } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute(
  'start-logo-upload',
  { params: companyIdParams, body: logoUploadSchema },
  responds<UploadTicket>(),
);
