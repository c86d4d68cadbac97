/**
 * The job page, `/job/{id}`, rendered when asked for: CloudFront sends the path here (a Lambda function URL behind
 * Origin Access Control, infra/constructs/job-pages.ts) and keeps the answer a few minutes; the local server calls
 * this same handler. An active job gets the site's page with the job screen rendered into it (the app's own
 * components, rendered on the server: web/src/app/prerender.tsx), its JobPosting JSON-LD, Open Graph and Twitter
 * card tags and canonical address, and the job's data for the app, which takes the page over as it is (hydration).
 * An unknown, malformed or closed job gets the friendly not-found page with status 404.
 *
 * docs/performance.md ("Job pages") says why on request and not at write time.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { fillPage, type RenderedPage } from '../../shared/page-template.js';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { routePath } from '../../shared/routes.js';
import { siteSecurityHeaders } from '../../shared/site-headers.js';
import { SITE_HOST_HEADER } from '../../shared/site-routing.js';
import type { Job } from '../../shared/types.js';
import { config } from '../lib/config.js';
import { getCompany } from '../lib/db/companies.js';
import { isPublic } from '../lib/db/job-visibility.js';
import { getJob } from '../lib/db/jobs-read.js';
import { logger } from '../lib/logger.js';
import { jobPageHead, jobPagePath } from '../lib/pages/job-page-head.js';
import { readSiteFile } from '../lib/pages/site-files.js';

/** What the app's server render needs: the path, the answers its requests would get (SWR's fallback), its address. */
type RenderScreen = (path: string, data: Record<string, unknown>, address: string) => Promise<RenderedPage>;

/** Browsers revalidate after a minute; CloudFront keeps a page five minutes, a miss one. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
const MISS_CACHE = 'public, max-age=0, s-maxage=60';

let renderScreen: Promise<RenderScreen> | undefined;

/** React, MUI and the screens load on the first page only: a 404 or a cold start of anything else skips them. */
function renderer(): Promise<RenderScreen> {
  renderScreen ??= import('../../web/src/app/prerender.js').then((module) => module.prerender as RenderScreen);
  return renderScreen;
}

/** Loads the renderer ahead of the first page (the local server does, once it listens). */
export async function warm(): Promise<void> {
  await renderer();
}

function jobIdOf(path: string): number | undefined {
  const match = /^\/job\/(\d{1,15})\/?$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The site's address: the stage's (SITE_URL), else the one CloudFront was asked for (a stage without a domain). */
function siteUrlOf(event: APIGatewayProxyEventV2): string {
  const host = event.headers?.[SITE_HOST_HEADER];
  if (!process.env.SITE_URL && host) return `https://${host}`;
  return config().siteUrl;
}

function html(statusCode: number, body: string, cache: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache, ...siteSecurityHeaders },
    body,
  };
}

/** The job's data for the app, in a JSON element; `<` escaped so no text of the job can close it early. */
function pageData(data: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
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
    title: head.title,
    description: head.description,
    head: `${head.tags}${pageData(data)}`,
  });
}

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const id = jobIdOf(event.rawPath);
  const job = id === undefined ? undefined : await getJob(id);
  if (!job || !isPublic(job)) return html(404, await readSiteFile(NOT_FOUND_FILE), MISS_CACHE);
  try {
    return html(200, await jobPage(job, siteUrlOf(event)), PAGE_CACHE);
  } catch (error) {
    // The visitor still gets the job: the frame, into which the app renders the screen from the API.
    logger.error('Job page not rendered; the frame was sent instead', { jobId: job.id, error: error as Error });
    return html(200, await readSiteFile(SHELL_FILE), MISS_CACHE);
  }
}
