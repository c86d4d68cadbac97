/**
 * The jobs list, `/jobs?{filters}`, rendered when asked for with its first page of jobs: the cards are in the HTML,
 * so a phone paints them before any script has run, and the app adopts the page as it is (hydration) with that page
 * in its cache, without asking the API again. The filters are read from the address exactly as the screen reads
 * them (web/src/features/jobs/list-page-data.ts), and the jobs come from the same search as GET /api/jobs.
 *
 * An address whose filters the API would refuse (a salary of "abc") gets the prerendered list (jobs.html), which
 * the app renders over; its request then answers the API's 400 and the screen shows it, as it would on any load.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import { fillPage } from '../../shared/page-template.js';
import { PAGE_TEMPLATE_FILE, prerenderedPages } from '../../shared/prerendered-pages.js';
import { jobQuerySchema } from '../../shared/schemas/job-query.js';
import { jobLabels, labels } from '../../shared/texts.js';
import type { JobsPage } from '../../web/src/features/jobs/list-page-data.js';
import { logger } from '../lib/logger.js';
import { html, pageDataScript, renderer, siteUrlOf } from '../lib/pages/page-answer.js';
import { readSiteFile } from '../lib/pages/site-files.js';
import { type JobPage, listJobs } from '../lib/search/search-jobs.js';

/** As long as the API keeps a list (the list-jobs route's cacheSeconds); browsers ask again each time. */
const LIST_CACHE = 'public, max-age=0, s-maxage=30';
const FALLBACK_CACHE = 'public, max-age=0, s-maxage=60';
const PRERENDERED_LIST = prerenderedPages.find((page) => page.path === '/jobs')?.file as string;

let listRequest: Promise<typeof import('../../web/src/features/jobs/list-page-data.js')> | undefined;

/** The app's reading of list addresses, loaded with the renderer's code on the first page that needs it. */
export function listRequestModule() {
  listRequest ??= import('../../web/src/features/jobs/list-page-data.js');
  return listRequest;
}

/** The page of jobs as the app's fetchJobsPage reads it from GET /api/jobs's body and headers. */
export function answeredPage(page: JobPage): JobsPage {
  return {
    jobs: page.jobs,
    nextCursor: page.nextCursor ?? null,
    total: page.total,
    capped: page.totalCapped,
    ...(page.suggestion ? { suggestion: page.suggestion } : {}),
    ...(page.searchPay ? { searchPay: page.searchPay } : {}),
  };
}

async function renderList(event: APIGatewayProxyEventV2): Promise<string | undefined> {
  const search = event.rawQueryString ?? '';
  const { query, key, firstPageKey } = (await listRequestModule()).jobListRequest(search);
  const parsed = v.safeParse(jobQuerySchema, query);
  if (!parsed.success) return undefined;
  const [page, template, render] = await Promise.all([
    listJobs(parsed.output),
    readSiteFile(PAGE_TEMPLATE_FILE),
    renderer(),
  ]);
  const firstPage = answeredPage(page);
  const data = { [key]: [firstPage], [firstPageKey]: firstPage };
  const path = search ? `${event.rawPath}?${search}` : event.rawPath;
  const screen = await render(path, data, new URL(path, siteUrlOf(event)).href);
  return fillPage(template, screen, {
    hydrates: event.rawPath,
    holdClicksUntilLive: true,
    title: `${jobLabels.jobsTitle} | ${labels.brand}`,
    head: pageDataScript(data),
  });
}

export async function jobsListPage(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    const page = await renderList(event);
    if (page) return html(200, page, LIST_CACHE);
  } catch (error) {
    // The visitor still gets the list: the prerendered one, over which the app renders it from the API.
    logger.error('Jobs list not rendered; the prerendered list was sent instead', { error: error as Error });
  }
  return html(200, await readSiteFile(PRERENDERED_LIST), FALLBACK_CACHE);
}
