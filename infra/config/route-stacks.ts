/**
 * Which stack holds each route's function and HTTP route. A route costs about 11 CloudFormation resources (function,
 * role, policy, log group, version, alias, deployment group, errors alarm, integration, route, invoke permission),
 * and a stack may hold 500: one stack cannot hold the whole API. Routes are grouped by feature, and a route stays in
 * its group for good: moving one to another stack would delete and recreate its HTTP route on deploy, and the
 * create in the new stack can run before the delete in the old one (same route key: the deploy fails).
 *
 * A new route goes in the group of its feature, or in a new group (a new stack `<app>-<stage>-api-<group>`).
 * The synth stops with the list of routes that have no group, or more than one; infra/test/nag.test.ts keeps every
 * stack under its resource ceiling.
 */
import { type RouteId, routeIds } from '../../shared/routes.js';

export const routeStacks = {
  /** Signing up and in, the account itself (with the seeker's saved CV), the contact form. */
  accounts: [
    'get-user',
    'update-user',
    'delete-user',
    'export-user-data',
    'start-cv-upload',
    'save-cv',
    'delete-cv',
    'download-cv',
    'change-password',
    'register',
    'login',
    'logout',
    'logout-everywhere',
    'list-sessions',
    'end-session',
    'verify-second-factor',
    'start-second-factor',
    'enable-second-factor',
    'disable-second-factor',
    'renew-recovery-codes',
    'confirm-email',
    'resend-confirmation',
    'contact',
    'forgot-password',
    'reset-password',
    'check-reset-token',
  ],
  /** The board: jobs, companies and the lists around them. */
  jobs: [
    'list-jobs',
    'get-job',
    'list-similar-jobs',
    'create-job',
    'update-job',
    'delete-job',
    'answer-still-hiring',
    'list-dashboard-jobs',
    'get-board-counts',
    'check-repost',
    'list-categories',
    'list-companies',
    'get-company',
    'get-company-by-user',
    'list-resources',
    'get-enums',
  ],
  /** Applying and deciding (and the CV an application carries), a company's application mail settings, saved jobs. */
  hiring: [
    'apply-to-job',
    'get-application-mail',
    'update-application-mail',
    'list-applications',
    'get-application',
    'update-application-status',
    'download-application-cv',
    'withdraw-application',
    'mark-application-viewed',
    'list-saved-jobs',
    'list-saved-job-ids',
    'save-job',
    'unsave-job',
  ],
  /** Job alerts: a seeker's saved searches, a visitor's email subscription, confirm and unsubscribe links. */
  alerts: [
    'list-alerts',
    'create-alert',
    'update-alert',
    'delete-alert',
    'subscribe-alert',
    'confirm-alert',
    'unsubscribe-alert',
  ],
  /** Reporting jobs and the admin desk (moderation queue, job and company actions, audit log). */
  moderation: [
    'report-job',
    'list-moderation-queue',
    'moderate-job',
    'list-admin-companies',
    'suspend-company',
    'list-audit-log',
  ],
  /** A company's own profile and logo (the public company pages are in `jobs`). */
  companies: ['update-company', 'start-logo-upload', 'save-company-logo', 'delete-company-logo'],
  /** Matching: a seeker's matching profile, Jobs for you and "Not interested". */
  matching: [
    'get-matching-profile',
    'update-matching-profile',
    'list-job-matches',
    'hide-job-match',
    'unsubscribe-matches',
  ],
  /** Employer stats: the job page's view beacon and the company's stats reads. */
  stats: ['record-job-view', 'get-company-stats', 'get-job-stats'],
} as const satisfies Record<string, readonly RouteId[]>;

export type RouteStackName = keyof typeof routeStacks;
export const routeStackNames = Object.keys(routeStacks) as RouteStackName[];

/** Every route's group, or an error naming each route that has none or more than one. */
export function checkRouteStacks(groups: Record<string, readonly string[]> = routeStacks): void {
  const problems = routeIds.flatMap((id) => {
    const holders = Object.entries(groups).filter(([, ids]) => ids.includes(id));
    if (holders.length === 1) return [];
    return [`  ${id}: ${holders.length === 0 ? 'in no group' : `in ${holders.map(([name]) => name).join(', ')}`}`];
  });
  const unknown = Object.values(groups)
    .flat()
    .filter((id) => !(routeIds as readonly string[]).includes(id));
  problems.push(...unknown.map((id) => `  ${id}: not a route of shared/routes.ts`));
  if (problems.length) {
    throw new Error(
      `Every route needs exactly one stack in infra/config/route-stacks.ts; these do not:\n${problems.join('\n')}`,
    );
  }
}
