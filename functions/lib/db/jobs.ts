/**
 * The jobs repository: the one module routes import. Reads (jobs-read.ts), the public search (search/search-jobs.ts)
 * and the transactional writes (jobs-write.ts) live in their own files; docs/data-model.md explains the design.
 */

export { type JobPage, listJobs } from '../search/search-jobs.js';
export { isListed, isPublic } from './job-visibility.js';
export type { JobRecord } from './jobs-model.js';
export { getJob, getJobRecord, listCompanyJobs } from './jobs-read.js';
export {
  createJob,
  deleteJob,
  type JobAuthor,
  type JobCompany,
  markJob,
  syncCompanyOnJobs,
  updateJob,
} from './jobs-write.js';
