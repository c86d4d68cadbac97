/** What other features may use of the job alerts feature. Its screens are in pages/. */
export { LinkLanding } from './link-landing.js';
export { SaveSearchButton } from './save-search-button.js';
