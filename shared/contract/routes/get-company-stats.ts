import type { CompanyStats } from '../../stats-types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-company-stats', {}, responds<CompanyStats>());
