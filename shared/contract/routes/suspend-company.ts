import type { AdminCompany } from '../../moderation-types.js';
import { suspensionSchema } from '../../schemas/moderation.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute(
  'suspend-company',
  { params: companyIdParams, body: suspensionSchema },
  responds<AdminCompany>(),
);
