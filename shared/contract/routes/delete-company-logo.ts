import type { Company } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyIdParams } from '../params.js';

export const route = defineRoute('delete-company-logo', { params: companyIdParams }, responds<Company>());
