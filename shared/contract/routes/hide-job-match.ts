import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('hide-job-match', { params: jobIdParams }, responds<{ hiddenCount: number }>());
