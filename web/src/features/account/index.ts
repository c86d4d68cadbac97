/** What other features may use of the account feature (sign-in, registration, password reset, profile). */
export { accountLabels } from './account-labels.js';
