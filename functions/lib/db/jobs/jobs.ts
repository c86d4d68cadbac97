/**
 * The jobs repository: the one module routes import. Reads (jobs-read.ts) and the transactional writes
 * (jobs-write.ts) live in their own files; the public search is search/search-jobs.ts (search/ is the one door to
 * the search index); docs/data-model.md explains the design.
 */

export { isListed, isPublic } from './job-visibility.js';
export type { JobRecord } from './jobs-model.js';
export { getJob, getJobRecord, listCompanyJobs } from './jobs-read.js';
export {
  createJob,
  deleteJob,
  followUp,
  type JobAuthor,
  type JobCompany,
  type JobInputRefusal,
  type JobMissing,
  type JobWrite,
  type JobWriteRefusal,
  markJob,
  syncCompanyOnJobs,
  updateJob,
} from './jobs-write.js';
