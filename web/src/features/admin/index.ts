/** What other features may use of the admin feature: reporting a job. Its screen (the desk) is in pages/. */
export { ReportJobButton } from './report-job-button.js';
