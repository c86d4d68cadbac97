import { companyProfileSchema } from '../../schemas/company-profile.js';
import type { Company } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute(
  'update-company',
  { params: companyIdParams, body: companyProfileSchema },
  responds<Company>(),
);
