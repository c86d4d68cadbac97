/** What other features may use of the jobs feature (search, list and detail). Its screens are in pages/. */

export { searchTexts } from '@shared/texts/search-texts.js';
export { JobGrid } from './job-grid.js';
export { JobResults } from './job-results.js';
export { useJobList } from './use-job-list.js';
export { preloadJob, preloadJobList, useJobsPreview } from './use-jobs.js';
