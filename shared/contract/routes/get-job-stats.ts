import type { JobStats } from '../../stats-types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('get-job-stats', { params: jobIdParams }, responds<JobStats>());
