/**
 * THE screen table of the site: one entry per screen. To add a screen, write `pages/<name>.tsx` with a
 * default export and add a line here (and its path to shared/site-routing.ts, or the servers answer 404 for it);
 * `access` puts it behind <ProtectedRoute>. Every page except the home page is
 * lazy-loaded, so each screen's code is fetched only when a visitor opens it.
 */

import { parseNumericId } from '@shared/numeric-id.js';
import type { ComponentType } from 'react';
import { selectMenu } from '@/components/common/select-menu-code.js';
import HomePage from '@/features/home/pages/home.js';
import { preloadJob, preloadJobList } from '@/features/jobs';
import { filtersFromParams } from '@/lib/job-filters.js';
import { lazyOnceLoaded } from '@/lib/lazy-once-loaded.js';
import type { PageAccess } from './protected-route.js';

export interface PageRoute {
  /** react-router path syntax: `/job/:id`, `*` for everything else. */
  path: string;
  page: ComponentType;
  /** Who may open it; public when left out. */
  access?: PageAccess;
  /**
   * Fetches a lazy screen's code (the same import `page` makes). main.tsx starts it for the landing screen and waits
   * for it before it renders over the HTML's page or frame, so the spinner never shows in between.
   */
  load?: () => Promise<unknown>;
  /** Starts the screen's data request when a visit lands on it, in parallel with the screen's lazy code. */
  preload?: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

/** A lazy screen, which React takes at once when `load` has fetched its code (lib/lazy-once-loaded.ts). */
function lazyPage(importPage: () => Promise<{ default: ComponentType }>): Pick<PageRoute, 'page' | 'load'> {
  const { Component, load } = lazyOnceLoaded(importPage);
  return { page: Component, load };
}

/** A screen whose form opens with `SelectField`s: their menu's code comes with the screen's, so they show at once. */
function withSelectMenu(importPage: () => Promise<{ default: ComponentType }>) {
  return () => Promise.all([importPage(), selectMenu.load()]).then(([page]) => page);
}

export const pageRoutes: PageRoute[] = [
  { path: '/', page: HomePage },
  {
    path: '/jobs',
    ...lazyPage(() => import('@/features/jobs/pages/jobs.js')),
    preload: (_params, search) => preloadJobList(filtersFromParams(search)),
  },
  {
    path: '/job/:id',
    ...lazyPage(() => import('@/features/jobs/pages/job-detail.js')),
    preload: (params) => preloadJob(parseNumericId(params.id)),
  },
  { path: '/companies', ...lazyPage(() => import('@/features/companies/pages/companies.js')) },
  { path: '/companies/:id', ...lazyPage(() => import('@/features/companies/pages/company.js')) },
  {
    path: '/company-profile',
    ...lazyPage(() => import('@/features/companies/pages/company-profile-edit.js')),
    access: ['company'],
  },
  { path: '/resources', ...lazyPage(() => import('@/features/static/pages/resources.js')) },
  { path: '/about', ...lazyPage(() => import('@/features/static/pages/about.js')) },
  { path: '/contact', ...lazyPage(() => import('@/features/static/pages/contact.js')) },
  { path: '/pricing', ...lazyPage(() => import('@/features/static/pages/pricing.js')) },
  { path: '/blog', ...lazyPage(() => import('@/features/static/pages/blog.js')) },
  { path: '/press', ...lazyPage(() => import('@/features/static/pages/press.js')) },
  { path: '/privacy', ...lazyPage(() => import('@/features/static/pages/privacy.js')) },
  { path: '/terms', ...lazyPage(() => import('@/features/static/pages/terms.js')) },
  { path: '/cookies', ...lazyPage(() => import('@/features/static/pages/cookies.js')) },
  { path: '/accessibility', ...lazyPage(() => import('@/features/static/pages/accessibility.js')) },
  { path: '/recruiting-solutions', ...lazyPage(() => import('@/features/static/pages/recruiting-solutions.js')) },
  { path: '/auth', ...lazyPage(() => import('@/features/account/pages/auth.js')), access: 'guest' },
  { path: '/forgot-password', ...lazyPage(() => import('@/features/account/pages/forgot-password.js')) },
  { path: '/confirm-email', ...lazyPage(() => import('@/features/account/pages/confirm-email.js')) },
  { path: '/profile', ...lazyPage(() => import('@/features/account/pages/profile.js')), access: 'signed-in' },
  { path: '/applications', ...lazyPage(() => import('@/features/hiring/pages/applications.js')), access: 'signed-in' },
  {
    path: '/application/:id',
    ...lazyPage(() => import('@/features/hiring/pages/application-detail.js')),
    access: 'signed-in',
  },
  { path: '/dashboard', ...lazyPage(() => import('@/features/hiring/pages/dashboard.js')), access: ['company'] },
  {
    path: '/post-job',
    ...lazyPage(withSelectMenu(() => import('@/features/hiring/pages/post-job.js'))),
    access: ['company'],
  },
  {
    path: '/edit-job/:id',
    ...lazyPage(withSelectMenu(() => import('@/features/hiring/pages/edit-job.js'))),
    access: ['company'],
  },
  { path: '/saved-jobs', ...lazyPage(() => import('@/features/seekers/pages/saved-jobs.js')), access: ['job_seeker'] },
  { path: '/two-step', ...lazyPage(() => import('@/features/account/pages/two-step.js')), access: 'signed-in' },
  { path: '/admin', ...lazyPage(() => import('@/features/admin/pages/admin-desk.js')), access: ['admin'] },
  { path: '/job-alerts', ...lazyPage(() => import('@/features/alerts/pages/job-alerts.js')) },
  { path: '/job-alerts/confirm', ...lazyPage(() => import('@/features/alerts/pages/confirm-alert.js')) },
  { path: '/job-alerts/unsubscribe', ...lazyPage(() => import('@/features/alerts/pages/unsubscribe-alert.js')) },
  { path: '/matches/unsubscribe', ...lazyPage(() => import('@/features/matching/pages/unsubscribe-matches.js')) },
  { path: '*', ...lazyPage(() => import('@/features/static/pages/not-found.js')) },
];
