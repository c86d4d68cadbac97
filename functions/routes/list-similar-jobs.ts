/**
 * GET /api/jobs/{id}/similar: up to six active jobs like this one, each with why ("same category and 2 shared
 * skills: React, TypeScript"), from the search index (search/similar-jobs.ts). A job the public cannot see (unknown,
 * non-numeric or inactive id) is 404, like get-job.
 */
import { route } from '../../shared/contract/routes/list-similar-jobs.js';
import { apiErrors } from '../../shared/texts.js';
import { getJobRecord } from '../lib/db/jobs/jobs.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { findSimilarJobs } from '../lib/search/similar-jobs.js';

export const handler = definePublicHandler(route, async ({ params }) => {
  const job = await getJobRecord(params.id);
  if (!job?.isActive) throw notFound(apiErrors.jobNotFound);
  return ok(await findSimilarJobs(job));
});
