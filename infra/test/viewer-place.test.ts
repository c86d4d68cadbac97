/**
 * The sessions list's rough place (functions/lib/viewer-place.ts) needs CloudFront to forward its viewer country and
 * city headers to the API on every route that signs someone in. The managed AllViewerExceptHostHeader policy includes
 * every CloudFront header (CloudFront-Viewer-Address, -Country, -City, ...); a custom policy must name the two. This
 * test holds that for whichever behaviour serves each sign-in path, so a change of the API behaviours cannot silently
 * drop the place.
 */
import { VIEWER_CITY_HEADER, VIEWER_COUNTRY_HEADER } from '../../functions/lib/viewer-place.js';
import { routes } from '../../shared/routes.js';
import { synthesizedStage } from './synth.js';

const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** The routes whose answer starts a session (sessionCookie in functions/lib/session.ts). */
const signInRoutes = ['register', 'login', 'verify-second-factor', 'change-password'] as const;

/** CloudFront's path patterns: `*` any run of characters, `?` one; behaviours are tried in order, then the default. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);

let config: any;
let resources: Record<string, any>;
beforeAll(() => {
  const web = synthesizedStage('dev').template.web;
  resources = web.toJSON().Resources;
  config = (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as any).Properties.DistributionConfig;
});

describe('viewer place headers reach the sign-in routes', () => {
  it.each(signInRoutes)('%s: its behaviour forwards CloudFront-Viewer-Country and -City', (id) => {
    const path = routes[id].path;
    const behaviour =
      config.CacheBehaviors.find((candidate: any) => matches(candidate.PathPattern, path)) ??
      config.DefaultCacheBehavior;
    expect(behaviour.PathPattern).toBeDefined(); // an API path, not the site's default behaviour
    const policy = behaviour.OriginRequestPolicyId;
    if (policy === ALL_VIEWER_EXCEPT_HOST_HEADER) return;
    const headers: string[] =
      resources[policy.Ref]?.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers?.map((h: string) =>
        h.toLowerCase(),
      ) ?? [];
    expect(headers).toEqual(expect.arrayContaining([VIEWER_COUNTRY_HEADER, VIEWER_CITY_HEADER]));
  });
});
