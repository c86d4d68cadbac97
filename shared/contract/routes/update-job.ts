import { jobChangesSchema } from '../../schemas/job-input.js';
import { objectBody } from '../../schemas/object-body.js';
import type { Job } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute(
  'update-job',
  { params: jobIdParams, body: objectBody(jobChangesSchema) },
  responds<Job>(),
);
