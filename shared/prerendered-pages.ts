/**
 * The pages the build prerenders, each into a file of its own that the servers send for that path (the local
 * server through sirv's .html lookup, CloudFront through infra/constructs/spa-rewrite.ts); every other path gets
 * shell.html, the navigation bar with a loading spinner.
 *
 * `adopted`: React takes the page over as it is (hydration: no DOM rebuilt, what a visitor typed kept). jobs.html is
 * not: it is the jobs list's fallback, sent when the list cannot be rendered on request with its jobs
 * (functions/pages/jobs-list-page.ts: filters the API refuses, a failed render); the app renders the list over it.
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  adopted: boolean;
}

export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', file: 'index.html', adopted: true },
  { path: '/jobs', file: 'jobs.html', adopted: false },
];

/** The frame every other path gets: the navigation bar and a loading spinner. */
export const SHELL_FILE = 'shell.html';

/** The friendly not-found page, answered with status 404 for any path the site does not have. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The page as Vite built it with an empty root: the job pages and the jobs list are rendered into it when asked for
 * (functions/pages/job-page.ts), so they load the assets of the site deployed alongside.
 */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/** Every HTML file a build of the site writes, which the servers and the deploy rely on. */
export const siteHtmlFiles = [
  ...prerenderedPages.map((page) => page.file),
  SHELL_FILE,
  NOT_FOUND_FILE,
  PAGE_TEMPLATE_FILE,
];
