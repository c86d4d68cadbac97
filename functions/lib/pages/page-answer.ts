/**
 * The parts every page rendered on request shares (functions/pages/): the app's server render, loaded on first use,
 * the HTML answer with the site's headers, the JSON element that carries the page's data to the app, and the site's
 * address.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RenderedPage } from '../../../shared/page-template.js';
import { siteSecurityHeaders } from '../../../shared/site-headers.js';
import { SITE_HOST_HEADER } from '../../../shared/site-routing.js';
import { config } from '../config.js';

/** What the app's server render needs: the path, the answers its requests would get (SWR's fallback), its address. */
export type RenderScreen = (path: string, data: Record<string, unknown>, address: string) => Promise<RenderedPage>;

let renderScreen: Promise<RenderScreen> | undefined;

/** React, MUI and the screens load on the first page only: a 404 or a cold start of anything else skips them. */
export function renderer(): Promise<RenderScreen> {
  renderScreen ??= import('../../../web/src/app/prerender.js').then((module) => module.prerender as RenderScreen);
  return renderScreen;
}

/** The site's address: the stage's (SITE_URL), else the one CloudFront was asked for (a stage without a domain). */
export function siteUrlOf(event: APIGatewayProxyEventV2): string {
  const host = event.headers?.[SITE_HOST_HEADER];
  if (!process.env.SITE_URL && host) return `https://${host}`;
  return config().siteUrl;
}

export function html(statusCode: number, body: string, cache: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache, ...siteSecurityHeaders },
    body,
  };
}

/** The page's data for the app, in a JSON element; `<` escaped so no text in it can close the element early. */
export function pageDataScript(data: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
