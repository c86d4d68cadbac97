/**
 * Which file answers a path of the site, written once as CloudFront Functions code (cloudfront-js-2.0: ES5 plus a
 * few ES6 features, no modules): CloudFront runs it on the site's default behaviour (infra/constructs/spa-rewrite.ts)
 * and the local server runs the very same text (functions/local/site-pages.ts).
 *
 * - a prerendered page's path is its file (/ is /index.html, /jobs is /jobs.html: shared/prerendered-pages.ts);
 * - any other path of a screen the app has (`appPaths`) is /shell.html, the frame the app renders the screen into;
 * - a path with a file extension, or under /assets/, is that file as it is (a missing asset stays a miss, never a page);
 * - every other path is /404.html, the friendly not-found page, and the answer's status becomes 404: the viewer
 *   response code below sets it, since S3 answers 200 for the file. It recomputes the choice from the URI it is
 *   given, and that choice is the same for the path asked and for the file chosen, so it holds either way.
 *
 * Job pages (/job/{id}), the jobs list (/jobs) and the company pages (/companies/{id}) never reach this code
 * deployed: their own behaviours send them to the page function, which answers 404 itself for an unknown or closed
 * job, an unknown company or another path under /companies/ (functions/pages/job-page.ts). The list's prerendered
 * file (jobs.html) is what that function sends when it cannot render the list.
 */
import { NOT_FOUND_FILE, prerenderedPages, SHELL_FILE } from './prerendered-pages.js';

/**
 * The header CloudFront's viewer-request function on /job/* sets to the host the visitor asked for: on a stage
 * without a domain of its own it is how the job page function learns the site's address.
 */
export const SITE_HOST_HEADER = 'x-site-host';

/**
 * The jobs list's path, which the page function renders with its first page of jobs (functions/pages/job-page.ts):
 * CloudFront's behaviour for it is this exact path; `/jobs/` stays with the default behaviour (the frame).
 */
export const JOBS_LIST_PATH = '/jobs';

/**
 * The company pages (`/companies/{id}`), which the page function renders with the company and its jobs: CloudFront
 * sends it every path under this prefix (its behaviour is `/companies/*`); `/companies` itself, the directory, stays
 * with the default behaviour.
 */
export const COMPANY_PAGES_PREFIX = '/companies/';

/**
 * Every screen's path, in react-router's syntax (`:name` is one segment). The web app's screen table must list the
 * same paths (web/src/app/site-paths.test.ts holds them equal): a screen missing here would answer 404.
 */
export const appPaths = [
  '/',
  '/jobs',
  '/job/:id',
  '/companies',
  '/companies/:id',
  '/resources',
  '/about',
  '/contact',
  '/pricing',
  '/blog',
  '/press',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
  '/recruiting-solutions',
  '/auth',
  '/forgot-password',
  '/confirm-email',
  '/profile',
  '/applications',
  '/application/:id',
  '/dashboard',
  '/company-profile',
  '/post-job',
  '/edit-job/:id',
  '/saved-jobs',
  '/job-alerts',
  '/job-alerts/confirm',
  '/job-alerts/unsubscribe',
  '/matches/unsubscribe',
  '/two-step',
  '/admin',
];

/** A path pattern as a regular expression's source: `:name` is one segment, a trailing slash is allowed. */
export function pathPattern(path: string): string {
  const segments = path === '/' ? '' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return `^${segments}/?$`;
}

const pageFiles = Object.fromEntries(prerenderedPages.map((page) => [page.path, `/${page.file}`]));

/** The function both events share: the file that answers a URI. */
const fileForCode = `function fileFor(uri) {
  var pages = ${JSON.stringify(pageFiles)};
  var screens = ${JSON.stringify(appPaths.map(pathPattern))};
  if (pages[uri]) return pages[uri];
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1 || uri.indexOf('/assets/') === 0) return uri;
  for (var i = 0; i < screens.length; i++) if (new RegExp(screens[i]).test(uri)) return '/${SHELL_FILE}';
  return '/${NOT_FOUND_FILE}';
}`;

/** Viewer request: the URI becomes the file that answers it. */
export const siteRequestCode = `${fileForCode}
function handler(event) {
  var request = event.request;
  request.uri = fileFor(request.uri);
  return request;
}`;

/** Viewer response: the not-found page answers 404 (S3 served it as a file, with 200). */
export const siteResponseCode = `${fileForCode}
function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && fileFor(event.request.uri) === '/${NOT_FOUND_FILE}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
