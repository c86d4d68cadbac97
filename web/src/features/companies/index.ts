/** What other features may use of the companies feature (the directory and a company's page). */
export { useTopCompanies } from './use-companies.js';
