/**
 * THE route table of the API: per route, every fact about it but its schemas. What the request needs (method,
 * path, who may call it, cache time) and what its Lambda may touch (table rights, signing secret, file prefixes,
 * batch and counter rights, the workers it hands events to, its stack and its size). The request schemas and
 * answer type are in shared/contract/, keyed by the same ids, so the table carries no validation library. The
 * browser needs only each route's method and path: it reads them from shared/route-addresses.ts, which the site's
 * build writes out from this table, so the other facts stay out of its bundle.
 *
 * Infra makes one Lambda and one HTTP API route per entry with exactly the rights it declares
 * (infra/constructs/route-function.ts, infra/stacks/route-stack.ts), the local server dispatches by it, and tests
 * iterate over it (handler files, authorization matrix, synthesized routes, the code's calls against its rights).
 * The fields that have no safe default are required, so a new route cannot be added without deciding who may call
 * it, what it may touch and which stack holds it. A right left out is a right not granted: the infra tests fail
 * when the code makes a call (a batch, a file access, an invocation) its entry does not grant.
 */
import type { Role } from './constants.js';
import { fillPath } from './route-path.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone; the session is not read.
 * - `optional`: anyone; the session is read when a cookie is present (e.g. logout).
 * - `signed-in`: any signed-in user, else 401.
 * - a list of roles: a signed-in user with one of them, else 401 (signed out) or 403 (other role).
 */
export type Access = 'public' | 'optional' | 'signed-in' | readonly Role[];

/**
 * The stacks that hold the routes' functions and HTTP routes (`<app>-<stage>-api-<name>`, infra/config/route-stacks.ts
 * says why one stack cannot hold them all), grouped by feature. A route stays in its stack for good: moving one to
 * another stack would delete and recreate its HTTP route on deploy, and the create in the new stack can run before
 * the delete in the old one (same route key: the deploy fails). A new route goes in the stack of its feature, or in
 * a new one added here.
 */
export const routeStackNames = [
  /** Signing up and in, the account itself (with the seeker's saved CV), the contact form. */
  'accounts',
  /** The board: jobs, companies and the lists around them. */
  'jobs',
  /** Applying and deciding (and the CV an application carries), a company's application mail settings, saved jobs. */
  'hiring',
  /** Job alerts: a seeker's saved searches, a visitor's email subscription, confirm and unsubscribe links. */
  'alerts',
  /** Reporting jobs and the admin desk (moderation queue, job and company actions, audit log). */
  'moderation',
  /** A company's own profile and logo (the public company pages are in `jobs`). */
  'companies',
  /** Matching: a seeker's matching profile, Jobs for you and "Not interested". */
  'matching',
  /** Employer stats: the job page's view beacon and the company's stats reads. */
  'stats',
] as const;
export type RouteStackName = (typeof routeStackNames)[number];

/**
 * Rights on the objects under some prefixes of a file bucket (a HeadObject is a read; a copy reads its source and
 * writes its target). The prefixes are those of functions/lib/files/cv-keys.ts and logo-keys.ts.
 */
export interface PrefixGrant<Prefix extends string> {
  read?: readonly Prefix[];
  write?: readonly Prefix[];
  delete?: readonly Prefix[];
}
export type CvPrefixName = 'incoming' | 'saved' | 'applications';

/**
 * The workers a route hands events to (asynchronous invocations; it may invoke only these):
 * - `reset-and-contact-mail`: the password-reset, contact-form, alert and email-confirmation mail sender;
 * - `application-mail`: the mail about an application (to the company and the seeker);
 * - `cv-reader`: reads a saved CV's text and proposes its skills, or an application's CV for the job's skills.
 */
export type RouteWorker = 'reset-and-contact-mail' | 'application-mail' | 'cv-reader';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  path: `/api/${string}`;
  access: Access;
  /**
   * What the function may do to the table: 'read' is GetItem and Query (and UpdateItem when it reads a session, to
   * renew it), 'write' adds PutItem, UpdateItem, DeleteItem and ConditionCheckItem.
   */
  data: 'none' | 'read' | 'write';
  /** Needs the signing secret (sessions, cursors). */
  secret: boolean;
  /** Seconds a shared cache (CloudFront, browser) may reuse a 2xx answer; 0 = never (no-store). */
  cacheSeconds: number;
  /** The stack that holds its function and HTTP route (see `routeStackNames`). */
  stack: RouteStackName;
  /** Its rights on the file buckets, per prefix: the CV bucket (where every upload lands) and the logo bucket. */
  files?: { cvs?: PrefixGrant<CvPrefixName>; logos?: PrefixGrant<'logos'> };
  /** BatchGetItem ('get') and BatchWriteItem ('write'), only where its code batches. */
  batch?: readonly ('get' | 'write')[];
  /**
   * A 'write' route whose only write is an UpdateItem adding to a counter: it gets UpdateItem and none of the other
   * writes (the view beacon is open to anyone, so its rights are kept to the one call it makes).
   */
  counterOnly?: true;
  /** The workers it hands events to: the mail it may send, and the CV reader. */
  invokes?: readonly RouteWorker[];
  /**
   * Memory and timeout (infra/config/function-sizing.ts): 'standard' (the default) for a handler that mostly waits
   * on DynamoDB; 'password-hashing' for one that hashes or checks a password (CPU-bound: one full vCPU).
   */
  sizing?: 'standard' | 'password-hashing';
}

const companyOnly = ['company'] as const satisfies readonly Role[];
const companyOrAdmin = ['company', 'admin'] as const satisfies readonly Role[];
const seekerOnly = ['job_seeker'] as const satisfies readonly Role[];
const companyOrSeeker = ['company', 'job_seeker'] as const satisfies readonly Role[];
const adminOnly = ['admin'] as const satisfies readonly Role[];

export const routes = {
  'get-user': {
    method: 'GET',
    path: '/api/user',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  'update-user': {
    method: 'PATCH',
    path: '/api/user',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    invokes: ['reset-and-contact-mail'],
  },
  'delete-user': {
    method: 'DELETE',
    path: '/api/user',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    files: { cvs: { delete: ['saved', 'applications'] }, logos: { delete: ['logos'] } },
    // Deleting the account removes its items in batches (functions/lib/db/accounts/account-deletion.ts).
    batch: ['write'],
  },
  /**
   * "Download my data": everything the board holds about the signed-in account (shared/data-export.ts). Writes the
   * audit line and the rate-limit counter; signs the cursor of the next page.
   */
  'export-user-data': {
    method: 'GET',
    path: '/api/user/export',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    // Links to the account's own files in its data export.
    files: { cvs: { read: ['saved', 'applications'] } },
  },
  /** A presigned POST for a CV file, under the seeker's own upload prefix (functions/lib/files/cv-keys.ts). */
  'start-cv-upload': {
    method: 'POST',
    path: '/api/user/cv/uploads',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    // Presigning signs with the function's credentials: the upload is allowed only if the role may put it.
    files: { cvs: { write: ['incoming'] } },
  },
  /** Checks the uploaded file's size and content, then keeps it as the seeker's CV. */
  'save-cv': {
    method: 'PUT',
    path: '/api/user/cv',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    files: { cvs: { read: ['incoming'], write: ['saved'], delete: ['incoming', 'saved'] } },
    invokes: ['cv-reader'],
  },
  /** The seeker opens their own saved CV: a one-minute presigned GET link. */
  'download-cv': {
    method: 'GET',
    path: '/api/user/cv/download',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    files: { cvs: { read: ['saved'] } },
  },
  'delete-cv': {
    method: 'DELETE',
    path: '/api/user/cv',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    files: { cvs: { delete: ['saved'] } },
  },
  /** The seeker's matching profile, what was read from their CV, and suggestions from their saved and applied jobs. */
  'get-matching-profile': {
    method: 'GET',
    path: '/api/user/matching',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'matching',
    // The jobs ranked or suggested, in BatchGetItem calls.
    batch: ['get'],
  },
  'update-matching-profile': {
    method: 'PUT',
    path: '/api/user/matching',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'matching',
    // The jobs ranked or suggested, in BatchGetItem calls.
    batch: ['get'],
  },
  /** Jobs for you: the whole board ranked against the seeker's matching profile, each with its reasons. */
  'list-job-matches': {
    method: 'GET',
    path: '/api/user/matches',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'matching',
    // The jobs ranked or suggested, in BatchGetItem calls.
    batch: ['get'],
  },
  /** "Not interested": hides the job from the seeker's matches and moves jobs like it down. */
  'hide-job-match': {
    method: 'POST',
    path: '/api/user/matches/hidden/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'matching',
  },
  /**
   * One-click unsubscribe of a match email by its signed token: the List-Unsubscribe address (RFC 8058: mail
   * providers POST to it without cookies) and the site's unsubscribe page alike. Turns match emails off.
   */
  'unsubscribe-matches': {
    method: 'POST',
    path: '/api/matches/unsubscribe',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'matching',
  },
  'change-password': {
    method: 'POST',
    path: '/api/user/password',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    sizing: 'password-hashing',
  },
  register: {
    method: 'POST',
    path: '/api/register',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    invokes: ['reset-and-contact-mail'],
    sizing: 'password-hashing',
  },
  login: {
    method: 'POST',
    path: '/api/login',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    sizing: 'password-hashing',
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'optional',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Signs out every device: bumps the session version, so every cookie issued before is refused. */
  'logout-everywhere': {
    method: 'POST',
    path: '/api/logout/all',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /**
   * Finishes a sign-in of an account with two-step sign-in: the login left the session pending, and only this route
   * (and logout) accepts a pending session (functions/lib/handler.ts).
   */
  'verify-second-factor': {
    method: 'POST',
    path: '/api/login/second-factor',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Starts enrolment in two-step sign-in (any account; admins must): a new TOTP secret and its QR code. */
  'start-second-factor': {
    method: 'POST',
    path: '/api/user/second-factor/setup',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Turns two-step sign-in on with a first code from the app; answers the recovery codes, once. */
  'enable-second-factor': {
    method: 'POST',
    path: '/api/user/second-factor',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /**
   * Turns two-step sign-in off (not for admins, who must keep it), with the password and a current code: the
   * factor is deleted and every other session ends.
   */
  'disable-second-factor': {
    method: 'POST',
    path: '/api/user/second-factor/off',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    sizing: 'password-hashing',
    invokes: ['reset-and-contact-mail'],
  },
  /** Replaces the recovery codes with new ones (the password and a current code); answers them, once. */
  'renew-recovery-codes': {
    method: 'POST',
    path: '/api/user/second-factor/recovery-codes',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    sizing: 'password-hashing',
    invokes: ['reset-and-contact-mail'],
  },
  /** The user's active sessions (device, network, rough place, last seen), for the profile. */
  'list-sessions': {
    method: 'GET',
    path: '/api/user/sessions',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Signs out one of the user's sessions (deletes its record): that browser's cookie is refused from then on. */
  'end-session': {
    method: 'DELETE',
    path: '/api/user/sessions/{id}',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Uses up an email confirmation link's token and confirms the account's address (public: any browser may open it). */
  'confirm-email': {
    method: 'POST',
    path: '/api/confirm-email',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  /** Mails a new confirmation link to the signed-in account's unconfirmed address (rate limited). */
  'resend-confirmation': {
    method: 'POST',
    path: '/api/user/email-confirmation',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'accounts',
    invokes: ['reset-and-contact-mail'],
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
    stack: 'accounts',
    invokes: ['reset-and-contact-mail'],
  },
  'forgot-password': {
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
    stack: 'accounts',
    invokes: ['reset-and-contact-mail'],
  },
  'reset-password': {
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
    stack: 'accounts',
    sizing: 'password-hashing',
  },
  /** Whether a reset link still works, asked when its page opens; POST so the token stays out of logged URLs. */
  'check-reset-token': {
    method: 'POST',
    path: '/api/reset-password/check',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 0,
    stack: 'accounts',
  },
  'list-jobs': {
    method: 'GET',
    path: '/api/jobs',
    access: 'public',
    data: 'read',
    secret: true,
    cacheSeconds: 30,
    stack: 'jobs',
    // The summaries of the jobs found, in one BatchGetItem (functions/lib/search/job-summaries.ts).
    batch: ['get'],
  },
  'get-job': {
    method: 'GET',
    path: '/api/jobs/{id}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
    stack: 'jobs',
  },
  /** Up to six active jobs like this one, each with why, from the search index. */
  'list-similar-jobs': {
    method: 'GET',
    path: '/api/jobs/{id}/similar',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
    stack: 'jobs',
    // The summaries of the jobs found, in one BatchGetItem (functions/lib/search/job-summaries.ts).
    batch: ['get'],
  },
  'create-job': {
    method: 'POST',
    path: '/api/jobs',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
    // The texts of its category's newest jobs, to flag near-duplicates (functions/lib/search/near-duplicates.ts).
    batch: ['get'],
  },
  'update-job': {
    method: 'PUT',
    path: '/api/jobs/{id}',
    access: companyOrAdmin,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
  },
  /** The company confirms its job is still open, or closes it (docs/hiring.md, "Still hiring?"). */
  'answer-still-hiring': {
    method: 'POST',
    path: '/api/jobs/{id}/still-hiring',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
  },
  'delete-job': {
    method: 'DELETE',
    path: '/api/jobs/{id}',
    access: companyOrAdmin,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
  },
  'apply-to-job': {
    method: 'POST',
    path: '/api/jobs/{id}/apply',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
    files: { cvs: { read: ['saved'], write: ['applications'], delete: ['applications'] } },
    invokes: ['application-mail', 'cv-reader'],
  },
  /** Is this draft nearly one of the company's jobs of the last 30 days? The form then offers to reopen it. */
  'check-repost': {
    method: 'POST',
    path: '/api/dashboard/repost-check',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
  },
  'list-dashboard-jobs': {
    method: 'GET',
    path: '/api/dashboard/jobs',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'jobs',
  },
  /**
   * The job page's beacon: counts one view of a job the public can see, with one write to a sharded day counter
   * (docs/performance.md). The session is read only to leave the owning company's own looks out.
   */
  'record-job-view': {
    method: 'POST',
    path: '/api/jobs/{id}/views',
    access: 'optional',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'stats',
    counterOnly: true,
  },
  /** Views, applications and decisions per day over the last 30 days: the company's jobs summed, and each job's. */
  'get-company-stats': {
    method: 'GET',
    path: '/api/dashboard/stats',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'stats',
  },
  'get-job-stats': {
    method: 'GET',
    path: '/api/dashboard/jobs/{id}/stats',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'stats',
  },
  'get-application-mail': {
    method: 'GET',
    path: '/api/dashboard/application-mail',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'update-application-mail': {
    method: 'PUT',
    path: '/api/dashboard/application-mail',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'list-applications': {
    method: 'GET',
    path: '/api/applications',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'get-application': {
    method: 'GET',
    path: '/api/applications/{id}',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'update-application-status': {
    method: 'PUT',
    path: '/api/applications/{id}',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
    invokes: ['application-mail'],
  },
  /**
   * The CV an application came with, for the company it was sent to and the seeker who sent it: a one-minute
   * presigned GET link.
   */
  'download-application-cv': {
    method: 'GET',
    path: '/api/applications/{id}/cv',
    access: companyOrSeeker,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
    files: { cvs: { read: ['applications'] } },
  },
  /** The company opened the application: the first time is shown to the applicant ("Viewed by the company"). */
  'mark-application-viewed': {
    method: 'POST',
    path: '/api/applications/{id}/viewed',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'withdraw-application': {
    method: 'POST',
    path: '/api/applications/{id}/withdraw',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'list-saved-jobs': {
    method: 'GET',
    path: '/api/saved-jobs',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
    // The saved jobs in one BatchGetItem (functions/lib/db/saved-jobs-page.ts).
    batch: ['get'],
  },
  'list-saved-job-ids': {
    method: 'GET',
    path: '/api/saved-jobs/ids',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'save-job': {
    method: 'PUT',
    path: '/api/saved-jobs/{jobId}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'unsave-job': {
    method: 'DELETE',
    path: '/api/saved-jobs/{jobId}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'hiring',
  },
  'list-alerts': {
    method: 'GET',
    path: '/api/alerts',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  'create-alert': {
    method: 'POST',
    path: '/api/alerts',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  'update-alert': {
    method: 'PATCH',
    path: '/api/alerts/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  'delete-alert': {
    method: 'DELETE',
    path: '/api/alerts/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  /** A visitor's alert by email: stored unconfirmed, and the confirmation link is mailed (double opt-in). */
  'subscribe-alert': {
    method: 'POST',
    path: '/api/alerts/subscribe',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
    invokes: ['reset-and-contact-mail'],
  },
  'confirm-alert': {
    method: 'POST',
    path: '/api/alerts/confirm',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  /**
   * One-click unsubscribe by the signed token of an alert email: the List-Unsubscribe address (RFC 8058: mail
   * providers POST `List-Unsubscribe=One-Click` to it, without cookies) and the site's unsubscribe page alike.
   */
  'unsubscribe-alert': {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'alerts',
  },
  /**
   * Anyone reports a job: a user once per job (enough users' reports hide it for review), a signed-out visitor
   * once per address per job, rate-limited per address (their reports never hide a job by themselves).
   */
  'report-job': {
    method: 'POST',
    path: '/api/jobs/{id}/reports',
    access: 'optional',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
  },
  /** The admin desk: the moderation queue, actions on jobs and companies, and the audit log they write. */
  'list-moderation-queue': {
    method: 'GET',
    path: '/api/admin/reports',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
  },
  'moderate-job': {
    method: 'POST',
    path: '/api/admin/jobs/{id}/moderation',
    access: adminOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
  },
  'list-admin-companies': {
    method: 'GET',
    path: '/api/admin/companies',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
  },
  'suspend-company': {
    method: 'PUT',
    path: '/api/admin/companies/{id}/suspension',
    access: adminOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
    // The company is emailed about its suspension or reinstatement.
    invokes: ['reset-and-contact-mail'],
  },
  'list-audit-log': {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'moderation',
  },
  /** How many jobs are open and how many companies post them: the counts the static pages and sign-in show. */
  'get-board-counts': {
    method: 'GET',
    path: '/api/board/counts',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
    stack: 'jobs',
  },
  'list-categories': {
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
    stack: 'jobs',
  },
  'list-companies': {
    method: 'GET',
    path: '/api/companies',
    access: 'public',
    data: 'read',
    secret: false,
    // Short: a newly registered company should show up in the directory within a minute.
    cacheSeconds: 60,
    stack: 'jobs',
  },
  'get-company': {
    method: 'GET',
    path: '/api/companies/{id}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
    stack: 'jobs',
  },
  /** A company edits its own profile (the path's company must be the session's). */
  'update-company': {
    method: 'PUT',
    path: '/api/companies/{id}',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'companies',
  },
  /** A presigned POST for a logo, into the private uploads bucket under the company account's own prefix. */
  'start-logo-upload': {
    method: 'POST',
    path: '/api/companies/{id}/logo/uploads',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
    stack: 'companies',
    files: { cvs: { write: ['incoming'] } },
  },
  /** Checks the uploaded logo's bytes (an SVG's elements too), then publishes it under /logos/. */
  'save-company-logo': {
    method: 'PUT',
    path: '/api/companies/{id}/logo',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'companies',
    files: { cvs: { read: ['incoming'], delete: ['incoming'] }, logos: { write: ['logos'], delete: ['logos'] } },
  },
  'delete-company-logo': {
    method: 'DELETE',
    path: '/api/companies/{id}/logo',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
    stack: 'companies',
    files: { logos: { delete: ['logos'] } },
  },
  'get-company-by-user': {
    method: 'GET',
    path: '/api/companies/user/{userId}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
    stack: 'jobs',
  },
  'list-resources': {
    method: 'GET',
    path: '/api/resources',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 3600,
    stack: 'jobs',
  },
  'get-enums': {
    method: 'GET',
    path: '/api/enums',
    access: 'public',
    data: 'none',
    secret: false,
    cacheSeconds: 3600,
    stack: 'jobs',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;
export const routeIds = Object.keys(routes) as RouteId[];

/** `GET /api/jobs/{id}`: the API Gateway route key. */
export function routeKey(id: RouteId): string {
  const route: RouteDefinition = routes[id];
  return `${route.method} ${route.path}`;
}

/**
 * A route's path with its parameters filled in and percent-encoded: `routePath('get-job', { id: 7 })` is
 * `/api/jobs/7`. A parameter left out throws, so a caller cannot send a request to `/api/jobs/undefined`.
 */
export function routePath(id: RouteId, params: Record<string, string | number> = {}): string {
  return fillPath(routes[id], params);
}

export interface RouteMatch {
  id: RouteId;
  pathParameters: Record<string, string>;
}

/** A path segment percent-decoded, or undefined when it is not valid percent-encoded UTF-8 (`%`, `%zz`, `%C0%AF`). */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Finds the route for a method and path the way API Gateway does: literal segments win over parameters,
 * so `/api/companies/user/7` is get-company-by-user, not get-company.
 *
 * A path parameter that cannot be percent-decoded matches no route, so the path is not found (404). That is what
 * API Gateway HTTP API is reported to do (it decodes the path before routing, finds no route for a segment it
 * cannot decode, and calls no Lambda; not verified against a live API from this project), and such a path cannot
 * name anything that exists, so "not found" is the honest answer either way.
 */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const segments = path.split('/').filter(Boolean);
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const id of routeIds) {
    const route: RouteDefinition = routes[id];
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const pathParameters: Record<string, string> = {};
    let literals = 0;
    const fits = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith('{') && part.endsWith('}')) {
        const value = decodeSegment(segment);
        if (value === undefined) return false;
        pathParameters[part.slice(1, -1)] = value;
        return true;
      }
      literals += 1;
      return part === segment;
    });
    if (fits && (!best || literals > best.literals)) best = { match: { id, pathParameters }, literals };
  }
  return best?.match;
}

/** Whether any route serves this path with another method (for 405 instead of 404). */
export function pathHasRoute(path: string): boolean {
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((method) => matchRoute(method, path));
}
