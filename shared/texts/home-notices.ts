/** The home page's loading and empty states of its lists (the companies list shows two of them too). */
export const homeNotices = {
  noJobsMatching: 'No jobs found matching your criteria.',
  noCategories: 'No categories found',
  noCompanies: 'No companies found',
  loadingCategories: 'Loading categories...',
  loadingCompanies: 'Loading companies...',
} as const;
