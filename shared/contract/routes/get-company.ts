import type { CompanyDetails } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute('get-company', { params: companyIdParams }, responds<CompanyDetails>());
