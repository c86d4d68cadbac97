/**
 * The page function: the site's pages rendered when asked for. CloudFront sends `/job/*`, `/jobs` and `/companies/*`
 * here (a Lambda function URL behind Origin Access Control, infra/constructs/job-pages.ts) and keeps the answer as
 * long as it says; the local server calls this same handler. Each page is the app's own screen rendered on the
 * server (web/src/app/prerender.tsx) with the data it asks for, which the page carries for the app, so the app takes
 * the page over as it is (hydration).
 *
 * A job page, `/job/{id}`: an active job gets the job screen, its JobPosting JSON-LD, Open Graph and Twitter card
 * tags and canonical address; an unknown, malformed or closed job gets the friendly not-found page with status 404,
 * but a job closed because its company did not confirm it is still hiring gets the frame with status 410, in which
 * the app says so (the API's 410 carries the reason).
 * The jobs list, `/jobs`: functions/pages/jobs-list-page.ts; a company's page: functions/pages/company-page.ts.
 *
 * docs/performance.md ("Job pages") says why on request and not at write time.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { fillPage } from '../../shared/page-template.js';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { routePath } from '../../shared/routes.js';
import { COMPANY_PAGES_PREFIX, JOBS_LIST_PATH } from '../../shared/site-routing.js';
import type { Job } from '../../shared/types.js';
import { getCompany } from '../lib/db/companies/companies.js';
import { isClosedUnconfirmed, isPublic } from '../lib/db/jobs/job-visibility.js';
import { getJob } from '../lib/db/jobs/jobs-read.js';
import { logger } from '../lib/logger.js';
import { jobPageHead, jobPagePath } from '../lib/pages/job-page-head.js';
import { html, pageDataScript, renderer, siteUrlOf } from '../lib/pages/page-answer.js';
import { readSiteFile } from '../lib/pages/site-files.js';
import { companyPageAnswer } from './company-page.js';
import { jobsListPage } from './jobs-list-page.js';

/** Browsers revalidate after a minute; CloudFront keeps a page five minutes, a miss one. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
const MISS_CACHE = 'public, max-age=0, s-maxage=60';

/** Loads the renderer ahead of the first page (the local server does, once it listens). */
export async function warm(): Promise<void> {
  await renderer();
}

function jobIdOf(path: string): number | undefined {
  const match = /^\/job\/(\d{1,15})\/?$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

async function jobPage(job: Job, siteUrl: string): Promise<string> {
  const path = jobPagePath(job.id);
  // Keyed by the address the app's client asks for the job, so the app finds it in its cache.
  const data = { [routePath('get-job', { id: job.id })]: job };
  const [company, template, render] = await Promise.all([
    getCompany(job.companyId),
    readSiteFile(PAGE_TEMPLATE_FILE),
    renderer(),
  ]);
  const head = jobPageHead(job, company, siteUrl, new Date());
  const screen = await render(path, data, new URL(path, siteUrl).href);
  return fillPage(template, screen, {
    hydrates: path,
    // A tap on Apply, Save or Report before the app has taken the page over is held and replayed, not lost.
    holdClicksUntilLive: true,
    title: head.title,
    description: head.description,
    head: `${head.tags}${pageDataScript(data)}`,
  });
}

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  if (event.rawPath === JOBS_LIST_PATH) return jobsListPage(event);
  if (event.rawPath.startsWith(COMPANY_PAGES_PREFIX)) return companyPageAnswer(event);
  const id = jobIdOf(event.rawPath);
  const job = id === undefined ? undefined : await getJob(id);
  if (job && isClosedUnconfirmed(job)) {
    return html(410, await readSiteFile(SHELL_FILE), MISS_CACHE);
  }
  if (!job || !isPublic(job)) return html(404, await readSiteFile(NOT_FOUND_FILE), MISS_CACHE);
  try {
    return html(200, await jobPage(job, siteUrlOf(event)), PAGE_CACHE);
  } catch (error) {
    // The visitor still gets the job: the frame, into which the app renders the screen from the API.
    logger.error('Job page not rendered; the frame was sent instead', { jobId: job.id, error: error as Error });
    return html(200, await readSiteFile(SHELL_FILE), MISS_CACHE);
  }
}
