import type { Job } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('get-job', { params: jobIdParams }, responds<Job>());
