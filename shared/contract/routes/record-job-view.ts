import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

/** Answers 202 with no body: the view was counted, or deliberately not (the job's own company looking). */
export const route = defineRoute('record-job-view', { params: jobIdParams }, responds<undefined>());
