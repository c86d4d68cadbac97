/** What other features may use of the hiring feature (applying, applications, a company's jobs and applicants). */
export { ApplyButton } from '@/features/hiring/applications/apply-button.js';
export { useApplications } from './use-hiring.js';
