/** What other features may use of the job seekers' feature (saved jobs, the saved CV). */
export { CvSection } from './cv-section.js';
export { JobMarks, JobMarksScope } from './job-marks.js';
