/**
 * A company's page, `/companies/{id}`, rendered when asked for with what its screen shows: the company, how fast
 * it answers applications and the first page of its open jobs, in the HTML, so the company's name and its jobs
 * paint before any script has run and the app adopts the page without asking the API for them. An unknown
 * company answers 404 with the friendly page, as an unknown job does.
 *
 * CloudFront sends this function every path under `/companies/`: `/companies/` itself is the directory's frame
 * (shell.html) and any other path the not-found page, as the site's routing answers them (shared/site-routing.ts).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import { fillPage } from '../../shared/page-template.js';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { routePath } from '../../shared/routes.js';
import { jobQuerySchema } from '../../shared/schemas/job-query.js';
import { companyProfileLabels } from '../../shared/texts/company-texts.js';
import { labels } from '../../shared/texts.js';
import type { Company } from '../../shared/types.js';
import { getResponseTime } from '../lib/db/applications/response-time.js';
import { getCompany } from '../lib/db/companies/companies.js';
import { logger } from '../lib/logger.js';
import { linkPreviewTags, shortDescription } from '../lib/pages/link-preview-head.js';
import { html, pageDataScript, renderer, siteUrlOf } from '../lib/pages/page-answer.js';
import { readSiteFile } from '../lib/pages/site-files.js';
import { listJobs } from '../lib/search/search-jobs.js';
import { answeredPage, listRequestModule } from './jobs-list-page.js';

/** Browsers revalidate after a minute; CloudFront keeps a page a minute too (its open jobs change). */
const PAGE_CACHE = 'public, max-age=60, s-maxage=60';
const MISS_CACHE = 'public, max-age=0, s-maxage=60';

/** The company's id in `/companies/{id}`, or undefined for any other path. */
export function companyIdOf(path: string): number | undefined {
  const match = /^\/companies\/(\d{1,15})\/?$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

async function companyPage(company: Company, event: APIGatewayProxyEventV2): Promise<string> {
  const path = `/companies/${company.id}`;
  const { key, firstPageKey, query } = (await listRequestModule()).jobListRequest(`company=${company.id}`);
  const [responseTime, jobs, template, render] = await Promise.all([
    getResponseTime(company.id),
    listJobs(v.parse(jobQuerySchema, query)),
    readSiteFile(PAGE_TEMPLATE_FILE),
    renderer(),
  ]);
  const firstPage = answeredPage(jobs);
  // Keyed as the app's client asks: GET /api/companies/{id} (the company with its response time), and the list.
  const data = {
    [routePath('get-company', { id: company.id })]: { ...company, responseTime },
    [key]: [firstPage],
    [firstPageKey]: firstPage,
  };
  const siteUrl = siteUrlOf(event);
  const url = new URL(path, siteUrl).href;
  const screen = await render(path, data, url);
  const title = `${company.name} | ${labels.brand}`;
  // What a search result or a shared link shows: the company in its own words, not the site's generic line.
  const description = shortDescription(
    [company.name, company.location].filter(Boolean).join(', ') +
      `. ${company.description || companyProfileLabels.previewWithoutDescription(company.name)}`,
  );
  const preview = linkPreviewTags({
    title,
    description,
    url,
    siteUrl,
    ...(company.logo ? { image: company.logo } : {}),
  });
  return fillPage(template, screen, {
    hydrates: event.rawPath,
    holdClicksUntilLive: true,
    title,
    description,
    head: `${preview}${pageDataScript(data)}`,
  });
}

export async function companyPageAnswer(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  if (event.rawPath === '/companies/') return html(200, await readSiteFile(SHELL_FILE), MISS_CACHE);
  const id = companyIdOf(event.rawPath);
  const company = id === undefined ? undefined : await getCompany(id);
  if (!company) return html(404, await readSiteFile(NOT_FOUND_FILE), MISS_CACHE);
  try {
    return html(200, await companyPage(company, event), PAGE_CACHE);
  } catch (error) {
    // The visitor still gets the company: the frame, into which the app renders the screen from the API.
    logger.error('Company page not rendered; the frame was sent instead', { companyId: id, error: error as Error });
    return html(200, await readSiteFile(SHELL_FILE), MISS_CACHE);
  }
}
