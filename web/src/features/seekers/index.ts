/** What other features may use of the job seekers' feature (saved jobs). */
export { JobMarks } from './job-marks.js';
