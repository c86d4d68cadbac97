/**
 * The site's routing at the edge: two CloudFront Functions on the site's default behaviour, from the code in
 * shared/site-routing.ts (which the local server runs too). On the viewer request, each path becomes the file that
 * answers it: a prerendered page's file, /shell.html for the app's other screens, the file itself for a path with an
 * extension or under /assets/, and /404.html for a path the site does not have; on the viewer response, that
 * not-found page gets status 404. They are attached to that behaviour only, never as distribution-wide error
 * responses, which would also turn the API's 403/404 JSON answers into HTML. The query string is not part of the
 * URI, so /jobs?search=nurse gets /jobs.html too.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { siteRequestCode, siteResponseCode } from '../../shared/site-routing.js';

export function siteRoutingFunctions(scope: Construct, id: string) {
  const runtime = FunctionRuntime.JS_2_0;
  return {
    request: new CloudFrontFunction(scope, id, {
      code: FunctionCode.fromInline(siteRequestCode),
      runtime,
      comment: "Serve each path as its page's file, /shell.html for the app's screens, /404.html for the rest",
    }),
    response: new CloudFrontFunction(scope, `${id}NotFound`, {
      code: FunctionCode.fromInline(siteResponseCode),
      runtime,
      comment: 'Answer the not-found page with status 404',
    }),
  };
}
