/**
 * Client-side routes (/jobs/12, /auth) have no file in the bucket: a CloudFront Function on the site's default
 * behaviour serves / as /index.html (the prerendered home page) and any other path whose last segment has no file
 * extension as /shell.html (the prerendered frame the app renders the screen into; web/build/prerender-plugin.ts). It is attached to that
 * behaviour only, never as distribution-wide error responses, which would also turn the API's 403/404 JSON
 * answers into 200 HTML.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** cloudfront-js-2.0 code (ES5 plus a few ES6 features; no modules). */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (request.uri === '/') request.uri = '/index.html';
  else if (last.indexOf('.') === -1) request.uri = '/shell.html';
  return request;
}`;

export function spaRewriteFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(spaRewriteCode),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serve / as /index.html and other extension-less paths (client-side routes) as /shell.html',
  });
}
