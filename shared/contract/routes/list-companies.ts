/** GET /api/companies: a page of the companies directory; the next page's cursor travels in x-next-cursor. */
import { companyQuerySchema } from '../../schemas/company-query.js';
import type { Company } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-companies', { query: companyQuerySchema }, responds<Company[]>());
