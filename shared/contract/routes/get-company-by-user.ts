import type { Company } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { companyUserIdParams } from '../params.js';

export const route = defineRoute('get-company-by-user', { params: companyUserIdParams }, responds<Company>());
