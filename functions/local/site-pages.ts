/**
 * The local server's answers for the site's pages, from the code deployed: the routing CloudFront runs
 * (shared/site-routing.ts, evaluated here as CloudFront would: which file answers a path, and when that is the
 * not-found page with status 404), the page function (functions/pages/job-page.ts) for /job/*, /jobs and
 * /companies/*, and the files the sitemap writer writes (functions/workers/write-sitemap.ts), which deployed live in
 * the same bucket as the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NOT_FOUND_FILE } from '../../shared/prerendered-pages.js';
import { siteSecurityHeadersFor } from '../../shared/site-headers.js';
import { COMPANY_PAGES_PREFIX, JOBS_LIST_PATH, siteRequestCode } from '../../shared/site-routing.js';

type ViewerRequest = (event: { request: { uri: string } }) => { uri: string };
const viewerRequest = runInNewContext(`${siteRequestCode}; handler`) as ViewerRequest;

/** The file of the built site that answers a path, as CloudFront's viewer-request function chooses it. */
export function siteFileFor(path: string): string {
  return viewerRequest({ request: { uri: path } }).uri;
}

/** Files the sitemap writer writes, served from its folder (they change while the server runs). */
const generated = /^\/(sitemap[\w-]*\.xml|robots\.txt)$/;
const types: Record<string, string> = { xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8' };

/**
 * The site's security headers, which replace the page's own as CloudFront's response headers policy does; CV
 * uploads go from the page straight to the local S3 (S3_ENDPOINT, set by local-data.ts).
 */
const pageHeaders = () => siteSecurityHeadersFor(process.env.S3_ENDPOINT);

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, cache = 'no-cache') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, ...pageHeaders() });
  res.end(body);
}

/**
 * Answers the request when it is a job page, a generated file or a path the site does not have; returns false for
 * everything else (the static files and the app's screens, which the static file server answers).
 */
export async function answerSitePage(
  res: ServerResponse,
  url: URL,
  dirs: { webRoot: string; siteFilesDir?: string },
): Promise<boolean> {
  const path = url.pathname;
  if (path.startsWith('/job/') || path === JOBS_LIST_PATH || path.startsWith(COMPANY_PAGES_PREFIX)) {
    const { handler } = await import('../pages/job-page.js');
    const rawQueryString = url.search.slice(1);
    const event = { rawPath: path, rawQueryString, headers: {} } as unknown as APIGatewayProxyEventV2;
    const result = await handler(event);
    res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string>), ...pageHeaders() });
    res.end(result.body ?? '');
    return true;
  }
  const file = generated.exec(path)?.[1];
  if (file && dirs.siteFilesDir) {
    const full = join(dirs.siteFilesDir, file);
    if (!existsSync(full)) return false;
    send(res, 200, types[file.slice(file.lastIndexOf('.') + 1)] as string, readFileSync(full));
    return true;
  }
  if (siteFileFor(path) === `/${NOT_FOUND_FILE}`) {
    send(res, 404, 'text/html; charset=utf-8', readFileSync(join(dirs.webRoot, NOT_FOUND_FILE)));
    return true;
  }
  return false;
}
