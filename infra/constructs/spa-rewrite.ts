/**
 * Client-side routes (/jobs/12, /auth) have no file in the bucket: a CloudFront Function on the site's default
 * behaviour serves each prerendered page's path as its file (/ as /index.html, /jobs as /jobs.html:
 * shared/prerendered-pages.ts) and any other path whose last segment has no file extension as /shell.html (the
 * prerendered frame the app renders the screen into; web/build/prerender-plugin.ts). It is attached to that
 * behaviour only, never as distribution-wide error responses, which would also turn the API's 403/404 JSON
 * answers into 200 HTML. The query string is not part of the URI, so /jobs?search=nurse gets /jobs.html too.
 * Paths under /assets/ are never rewritten: a missing asset stays a miss (the bucket's error), never the app's
 * frame served where a script or stylesheet was asked for.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { prerenderedPages, SHELL_FILE } from '../../shared/prerendered-pages.js';

const pageFiles = Object.fromEntries(prerenderedPages.map((page) => [page.path, `/${page.file}`]));

/** cloudfront-js-2.0 code (ES5 plus a few ES6 features; no modules). */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var pages = ${JSON.stringify(pageFiles)};
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (pages[request.uri]) request.uri = pages[request.uri];
  else if (last.indexOf('.') === -1 && request.uri.indexOf('/assets/') !== 0) request.uri = '/${SHELL_FILE}';
  return request;
}`;

export function spaRewriteFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(spaRewriteCode),
    runtime: FunctionRuntime.JS_2_0,
    comment:
      'Serve prerendered pages as their files and other extension-less paths (client-side routes) as /shell.html',
  });
}
