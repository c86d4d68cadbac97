/** What other features may use of the companies feature (the directory and a company's page). */
export { CompanyAvatar } from './company-avatar.js';
export { ResponseTimeLine } from './response-time.js';
export { useTopCompanies } from './use-companies.js';
