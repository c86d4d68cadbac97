import type { JobReport } from '../../moderation-types.js';
import { reportSchema } from '../../schemas/moderation.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('report-job', { params: jobIdParams, body: reportSchema }, responds<JobReport>());
