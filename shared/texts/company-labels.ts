/** Words of the companies list and of a company's page. */
export const companyLabels = {
  companiesTitle: 'Companies',
  companiesSubtitle: 'Discover the companies hiring on our board and the roles they have open.',
  companyBadge: 'Company',
  viewJobs: 'View Jobs',
  website: 'Website',
  visitWebsite: (name: string) => `Visit the website of ${name} (opens in a new tab)`,
  companyNotFound: 'Company Not Found',
  companyNotFoundText: "The company you're looking for doesn't exist or has been removed.",
  backToCompanies: 'Back to Companies',
  openPositions: 'Open Positions',
  noOpenPositions: 'This company has no open positions right now.',
} as const;
