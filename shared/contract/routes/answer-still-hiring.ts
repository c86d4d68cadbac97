import { stillHiringSchema } from '../../schemas/still-hiring.js';
import type { Job } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute(
  'answer-still-hiring',
  { params: jobIdParams, body: stillHiringSchema },
  responds<Job>(),
);
