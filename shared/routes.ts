/**
 * THE route table of the API: per route its method, path, who may call it and what it may touch. The rest of each
 * route's contract (request schemas, answer type) is in shared/contract/, keyed by the same ids; this table carries
 * no schemas, so a browser bundle that needs only paths stays small.
 *
 * Infra makes one Lambda and one HTTP API route per entry, the local server dispatches by it, and tests iterate
 * over it (handler files, authorization matrix, synthesized routes). Every field is required on purpose: a new
 * route cannot be added without deciding who may call it and what it may touch.
 */
import type { Role } from './constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone; the session is not read.
 * - `optional`: anyone; the session is read when a cookie is present (e.g. logout).
 * - `signed-in`: any signed-in user, else 401.
 * - a list of roles: a signed-in user with one of them, else 401 (signed out) or 403 (other role).
 */
export type Access = 'public' | 'optional' | 'signed-in' | readonly Role[];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  path: `/api/${string}`;
  access: Access;
  /** What the function may do to the table: drives its IAM policy. */
  data: 'none' | 'read' | 'write';
  /** Needs the signing secret (sessions, cursors). */
  secret: boolean;
  /** Seconds a shared cache (CloudFront, browser) may reuse a 2xx answer; 0 = never (no-store). */
  cacheSeconds: number;
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
  },
  'update-user': {
    method: 'PATCH',
    path: '/api/user',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'delete-user': {
    method: 'DELETE',
    path: '/api/user',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** A presigned POST for a CV file, under the seeker's own upload prefix (functions/lib/files/cv-keys.ts). */
  'start-cv-upload': {
    method: 'POST',
    path: '/api/user/cv/uploads',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  /** Checks the uploaded file's size and content, then keeps it as the seeker's CV. */
  'save-cv': {
    method: 'PUT',
    path: '/api/user/cv',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** The seeker opens their own saved CV: a one-minute presigned GET link. */
  'download-cv': {
    method: 'GET',
    path: '/api/user/cv/download',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'delete-cv': {
    method: 'DELETE',
    path: '/api/user/cv',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** The seeker's matching profile, what was read from their CV, and suggestions from their saved and applied jobs. */
  'get-matching-profile': {
    method: 'GET',
    path: '/api/user/matching',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'update-matching-profile': {
    method: 'PUT',
    path: '/api/user/matching',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** Jobs for you: the whole board ranked against the seeker's matching profile, each with its reasons. */
  'list-job-matches': {
    method: 'GET',
    path: '/api/user/matches',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  /** "Not interested": hides the job from the seeker's matches and moves jobs like it down. */
  'hide-job-match': {
    method: 'POST',
    path: '/api/user/matches/hidden/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  'change-password': {
    method: 'POST',
    path: '/api/user/password',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  register: {
    method: 'POST',
    path: '/api/register',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'optional',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** Signs out every device: bumps the session version, so every cookie issued before is refused. */
  'logout-everywhere': {
    method: 'POST',
    path: '/api/logout/all',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** Starts enrolment in two-step sign-in (any account; admins must): a new TOTP secret and its QR code. */
  'start-second-factor': {
    method: 'POST',
    path: '/api/user/second-factor/setup',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** Turns two-step sign-in on with a first code from the app; answers the recovery codes, once. */
  'enable-second-factor': {
    method: 'POST',
    path: '/api/user/second-factor',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** Replaces the recovery codes with new ones (the password and a current code); answers them, once. */
  'renew-recovery-codes': {
    method: 'POST',
    path: '/api/user/second-factor/recovery-codes',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** The user's active sessions (device, network, rough place, last seen), for the profile. */
  'list-sessions': {
    method: 'GET',
    path: '/api/user/sessions',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  /** Signs out one of the user's sessions (deletes its record): that browser's cookie is refused from then on. */
  'end-session': {
    method: 'DELETE',
    path: '/api/user/sessions/{id}',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** Uses up an email confirmation link's token and confirms the account's address (public: any browser may open it). */
  'confirm-email': {
    method: 'POST',
    path: '/api/confirm-email',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
  },
  /** Mails a new confirmation link to the signed-in account's unconfirmed address (rate limited). */
  'resend-confirmation': {
    method: 'POST',
    path: '/api/user/email-confirmation',
    access: 'signed-in',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
  },
  'forgot-password': {
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
  },
  'reset-password': {
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    data: 'write',
    secret: false,
    cacheSeconds: 0,
  },
  /** Whether a reset link still works, asked when its page opens; POST so the token stays out of logged URLs. */
  'check-reset-token': {
    method: 'POST',
    path: '/api/reset-password/check',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 0,
  },
  'list-jobs': {
    method: 'GET',
    path: '/api/jobs',
    access: 'public',
    data: 'read',
    secret: true,
    cacheSeconds: 30,
  },
  'get-job': {
    method: 'GET',
    path: '/api/jobs/{id}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
  },
  /** Up to six active jobs like this one, each with why, from the search index. */
  'list-similar-jobs': {
    method: 'GET',
    path: '/api/jobs/{id}/similar',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
  },
  'create-job': {
    method: 'POST',
    path: '/api/jobs',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'update-job': {
    method: 'PUT',
    path: '/api/jobs/{id}',
    access: companyOrAdmin,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** The company confirms its job is still open, or closes it (docs/hiring.md, "Still hiring?"). */
  'answer-still-hiring': {
    method: 'POST',
    path: '/api/jobs/{id}/still-hiring',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'delete-job': {
    method: 'DELETE',
    path: '/api/jobs/{id}',
    access: companyOrAdmin,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'apply-to-job': {
    method: 'POST',
    path: '/api/jobs/{id}/apply',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** Is this draft nearly one of the company's jobs of the last 30 days? The form then offers to reopen it. */
  'check-repost': {
    method: 'POST',
    path: '/api/dashboard/repost-check',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'list-dashboard-jobs': {
    method: 'GET',
    path: '/api/dashboard/jobs',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** Views, applications and decisions per day over the last 30 days: the company's jobs summed, and each job's. */
  'get-company-stats': {
    method: 'GET',
    path: '/api/dashboard/stats',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'get-job-stats': {
    method: 'GET',
    path: '/api/dashboard/jobs/{id}/stats',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'get-application-mail': {
    method: 'GET',
    path: '/api/dashboard/application-mail',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'update-application-mail': {
    method: 'PUT',
    path: '/api/dashboard/application-mail',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'list-applications': {
    method: 'GET',
    path: '/api/applications',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'get-application': {
    method: 'GET',
    path: '/api/applications/{id}',
    access: 'signed-in',
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'update-application-status': {
    method: 'PUT',
    path: '/api/applications/{id}',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** The company opened the application: the first time is shown to the applicant ("Viewed by the company"). */
  'mark-application-viewed': {
    method: 'POST',
    path: '/api/applications/{id}/viewed',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'withdraw-application': {
    method: 'POST',
    path: '/api/applications/{id}/withdraw',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'list-saved-jobs': {
    method: 'GET',
    path: '/api/saved-jobs',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'list-saved-job-ids': {
    method: 'GET',
    path: '/api/saved-jobs/ids',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'save-job': {
    method: 'PUT',
    path: '/api/saved-jobs/{jobId}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'unsave-job': {
    method: 'DELETE',
    path: '/api/saved-jobs/{jobId}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'list-alerts': {
    method: 'GET',
    path: '/api/alerts',
    access: seekerOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'create-alert': {
    method: 'POST',
    path: '/api/alerts',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'update-alert': {
    method: 'PATCH',
    path: '/api/alerts/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'delete-alert': {
    method: 'DELETE',
    path: '/api/alerts/{id}',
    access: seekerOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** A visitor's alert by email: stored unconfirmed, and the confirmation link is mailed (double opt-in). */
  'subscribe-alert': {
    method: 'POST',
    path: '/api/alerts/subscribe',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'confirm-alert': {
    method: 'POST',
    path: '/api/alerts/confirm',
    access: 'public',
    data: 'write',
    secret: true,
    cacheSeconds: 0,
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
  },
  /** The admin desk: the moderation queue, actions on jobs and companies, and the audit log they write. */
  'list-moderation-queue': {
    method: 'GET',
    path: '/api/admin/reports',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'moderate-job': {
    method: 'POST',
    path: '/api/admin/jobs/{id}/moderation',
    access: adminOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'list-admin-companies': {
    method: 'GET',
    path: '/api/admin/companies',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  'suspend-company': {
    method: 'PUT',
    path: '/api/admin/companies/{id}/suspension',
    access: adminOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'list-audit-log': {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: adminOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  /** How many jobs are open and how many companies post them: the counts the static pages and sign-in show. */
  'get-board-counts': {
    method: 'GET',
    path: '/api/board/counts',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
  },
  'list-categories': {
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 300,
  },
  'list-companies': {
    method: 'GET',
    path: '/api/companies',
    access: 'public',
    data: 'read',
    secret: false,
    // Short: a newly registered company should show up in the directory within a minute.
    cacheSeconds: 60,
  },
  'get-company': {
    method: 'GET',
    path: '/api/companies/{id}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
  },
  /** A company edits its own profile (the path's company must be the session's). */
  'update-company': {
    method: 'PUT',
    path: '/api/companies/{id}',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  /** A presigned POST for a logo, into the private uploads bucket under the company account's own prefix. */
  'start-logo-upload': {
    method: 'POST',
    path: '/api/companies/{id}/logo/uploads',
    access: companyOnly,
    data: 'read',
    secret: true,
    cacheSeconds: 0,
  },
  /** Checks the uploaded logo's bytes (an SVG's elements too), then publishes it under /logos/. */
  'save-company-logo': {
    method: 'PUT',
    path: '/api/companies/{id}/logo',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'delete-company-logo': {
    method: 'DELETE',
    path: '/api/companies/{id}/logo',
    access: companyOnly,
    data: 'write',
    secret: true,
    cacheSeconds: 0,
  },
  'get-company-by-user': {
    method: 'GET',
    path: '/api/companies/user/{userId}',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 60,
  },
  'list-resources': {
    method: 'GET',
    path: '/api/resources',
    access: 'public',
    data: 'read',
    secret: false,
    cacheSeconds: 3600,
  },
  'get-enums': {
    method: 'GET',
    path: '/api/enums',
    access: 'public',
    data: 'none',
    secret: false,
    cacheSeconds: 3600,
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
  return routes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeKey(id)} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
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
