/**
 * THE screen table of the site (spec §2): one entry per screen. To add a screen, write `pages/<name>.tsx` with a
 * default export and add a line here; `access` puts it behind <ProtectedRoute>. Every page except the home page is
 * lazy-loaded, so each screen's code is fetched only when a visitor opens it.
 */
import { type ComponentType, lazy } from 'react';
import { parseNumericId } from '../../../shared/numeric-id.js';
import { preloadJob, preloadJobList } from '../api/use-jobs.js';
import { filtersFromParams } from '../lib/job-filters.js';
import HomePage from '../pages/home.js';
import type { PageAccess } from './protected-route.js';

export interface PageRoute {
  /** react-router path syntax: `/job/:id`, `*` for everything else. */
  path: string;
  page: ComponentType;
  /** Who may open it; public when left out. */
  access?: PageAccess;
  /** Starts the screen's data request when a visit lands on it, in parallel with the screen's lazy code. */
  preload?: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

export const pageRoutes: PageRoute[] = [
  { path: '/', page: HomePage },
  {
    path: '/jobs',
    page: lazy(() => import('../pages/jobs.js')),
    preload: (_params, search) => preloadJobList(filtersFromParams(search)),
  },
  {
    path: '/job/:id',
    page: lazy(() => import('../pages/job-detail.js')),
    preload: (params) => preloadJob(parseNumericId(params.id)),
  },
  { path: '/companies', page: lazy(() => import('../pages/companies.js')) },
  { path: '/companies/:id', page: lazy(() => import('../pages/company.js')) },
  { path: '/resources', page: lazy(() => import('../pages/resources.js')) },
  { path: '/about', page: lazy(() => import('../pages/about.js')) },
  { path: '/contact', page: lazy(() => import('../pages/contact.js')) },
  { path: '/pricing', page: lazy(() => import('../pages/pricing.js')) },
  { path: '/blog', page: lazy(() => import('../pages/blog.js')) },
  { path: '/press', page: lazy(() => import('../pages/press.js')) },
  { path: '/privacy', page: lazy(() => import('../pages/privacy.js')) },
  { path: '/terms', page: lazy(() => import('../pages/terms.js')) },
  { path: '/cookies', page: lazy(() => import('../pages/cookies.js')) },
  { path: '/accessibility', page: lazy(() => import('../pages/accessibility.js')) },
  { path: '/recruiting-solutions', page: lazy(() => import('../pages/recruiting-solutions.js')) },
  { path: '/auth', page: lazy(() => import('../pages/auth.js')), access: 'guest' },
  { path: '/forgot-password', page: lazy(() => import('../pages/forgot-password.js')) },
  { path: '/profile', page: lazy(() => import('../pages/profile.js')), access: 'signed-in' },
  { path: '/applications', page: lazy(() => import('../pages/applications.js')), access: 'signed-in' },
  { path: '/application/:id', page: lazy(() => import('../pages/application-detail.js')), access: 'signed-in' },
  { path: '/dashboard', page: lazy(() => import('../pages/dashboard.js')), access: ['company'] },
  { path: '/post-job', page: lazy(() => import('../pages/post-job.js')), access: ['company'] },
  { path: '/edit-job/:id', page: lazy(() => import('../pages/edit-job.js')), access: ['company'] },
  { path: '/job-alerts', page: lazy(() => import('../pages/job-alerts.js')) },
  { path: '*', page: lazy(() => import('../pages/not-found.js')) },
];
