/** Messages of the API's 4xx answers that no screen's own words cover. */
export const apiErrors = {
  notFound: 'Not found',
  jobNotFound: 'Job not found',
  companyNotFound: 'Company not found',
  applicationNotFound: 'Application not found',
  signInRequired: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  notYourCompany: 'You can only change your own company',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  crossSite: 'Cross-site requests are not allowed',
  methodNotAllowed: 'Method not allowed',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'We are very busy right now. Please try again in a few seconds.',
  invalidCursor: 'The cursor is invalid or belongs to another search',
} as const;
