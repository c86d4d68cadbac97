/** GET /api/admin/companies: the directory's query, every company with its suspension; cursor in x-next-cursor. */
import type { AdminCompany } from '../../moderation-types.js';
import { companyQuerySchema } from '../../schemas/company-query.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-admin-companies', { query: companyQuerySchema }, responds<AdminCompany[]>());
