import { jobInputSchema } from '../../schemas/job-input.js';
import { objectBody } from '../../schemas/object-body.js';
import type { Job } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('create-job', { body: objectBody(jobInputSchema) }, responds<Job>());
