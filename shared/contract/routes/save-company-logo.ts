import { saveLogoSchema } from '../../schemas/logo.js';
import type { Company } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute(
  'save-company-logo',
  { params: companyIdParams, body: saveLogoSchema },
  responds<Company>(),
);
