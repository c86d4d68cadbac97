/**
 * User-facing texts (screens, validation, errors), word for word as the product defines them. One import, so screens
 * and API cannot drift.
 *
 * Each word group is its own module under texts/, grouped by the screens that show it: a bundler places a module
 * whole, in the one chunk every screen using it loads, so the words the frame and the home page show (`labels`,
 * `sessionNotices`, `homeNotices`, `wrongRoleTexts`, `roleLabels`, `loadFailureTexts`) are kept apart from the
 * other screens' words, which load with those screens. A word a new screen needs goes in that screen's group.
 *
 * The groups below are exported here; a feature's own groups (the account screens' `account-labels.ts`, alerts, the
 * CV, matching, moderation, the seeker's tools, stats, the company profile, the search answer, the job cards'
 * marks: the `*-texts.ts` modules) are imported from their modules, by the API and the screens alike.
 */

export { accountMessages } from './texts/account-messages.js';
export { apiErrors } from './texts/api-errors.js';
export { companyLabels } from './texts/company-labels.js';
export { contactMessages } from './texts/contact-messages.js';
export { emailConfirmationTexts } from './texts/email-confirmation-texts.js';
export { hiringLabels } from './texts/hiring-labels.js';
export { hiringMessages } from './texts/hiring-messages.js';
export { homeNotices } from './texts/home-notices.js';
export { jobLabels } from './texts/job-labels.js';
export { jobMessages } from './texts/job-messages.js';
export { labels } from './texts/labels.js';
export { loadFailureTexts } from './texts/load-failure-texts.js';
export { moneyTexts } from './texts/money-texts.js';
export { notices } from './texts/notices.js';
export { promiseTexts } from './texts/promise-texts.js';
export { roleLabels } from './texts/role-labels.js';
export { screenTexts } from './texts/screen-texts.js';
export { secondFactorTexts } from './texts/second-factor-texts.js';
export { sessionListTexts } from './texts/session-list-texts.js';
export { sessionNotices } from './texts/session-notices.js';
export { siteFacts } from './texts/site-facts.js';
export { siteLabels } from './texts/site-labels.js';
export { validation } from './texts/validation.js';
export { wrongRoleTexts } from './texts/wrong-role-texts.js';
