import type { CompanyStats } from '../../stats-types.js';
import { defineRoute, responds } from '../define.js';

/** The signed-in company's stats; 404 'Company not found' for a company account without a company (no `companyId`). */
export const route = defineRoute('get-company-stats', {}, responds<CompanyStats>());
