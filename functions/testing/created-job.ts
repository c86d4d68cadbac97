/** A job written straight through the repository, for tests, fixtures and the bench that need one without the route. */
import type { JobInput } from '../../shared/schemas/job-input.js';
import type { Job } from '../../shared/types.js';
import { createJob, type JobAuthor } from '../lib/db/jobs/jobs.js';

/** The new job; a refusal (an unknown category, the company gone) is the caller's own mistake, so it throws. */
export async function createdJob(input: JobInput, author: JobAuthor): Promise<Job> {
  const outcome = await createJob(input, author);
  if (!outcome.ok) throw new Error(`job "${input.title}" not created: ${outcome.reason}`);
  return outcome.job;
}
