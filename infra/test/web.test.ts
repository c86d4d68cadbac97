/** The web stack: one distribution, site on the default behaviour, the API on /api/*, headers from shared/. */
import { runInNewContext } from 'node:vm';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { contract } from '../../shared/contract/index.js';
import { siteSecurityHeaders, siteSecurityHeadersFor } from '../../shared/site-headers.js';
import { siteRequestCode } from '../../shared/site-routing.js';
import { stageConfig } from '../config/stages.js';
import { apiQueryCode, queryKeys, queryParameters } from '../constructs/api-query.js';
import { fileBucketName } from '../constructs/bucket-names.js';
import { checkWebDist, HASHED_ASSETS_CACHE, PAGES_CACHE } from '../constructs/site-deployment.js';
import { translateHeaders } from '../constructs/site-headers-policy.js';
import { type Synthesized, synthesizedStage, synthStage } from './synth.js';

const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

let dev: Synthesized;
let web: Template;
let config: any;
beforeAll(() => {
  dev = synthesizedStage('dev');
  web = dev.template.web;
  config = (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as any).Properties.DistributionConfig;
});

const apiBehaviour = () => config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
const origin = (id: string) => config.Origins.find((o: any) => o.Id === id);

describe('default behaviour: the site', () => {
  it('reads the private bucket through Origin Access Control, HTTPS only, compressed', () => {
    const s3 = origin(config.DefaultCacheBehavior.TargetOriginId);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig.OriginAccessIdentity).toBe('');
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      Compress: true,
    });
  });

  it('has the routing functions on the default behaviour only, and no distribution-wide error pages', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
      { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    // Site routing (request, response), the job pages' host header, the jobs list's host header and filters, the
    // API's query keys.
    web.resourceCountIs('AWS::CloudFront::Function', 5);
  });

  it.each([
    ['/', '/index.html'],
    ['/jobs', '/jobs.html'],
    ['/jobs/12', '/404.html'],
    ['/job/12', '/shell.html'],
    ['/jobs.html', '/jobs.html'],
    ['/application/3', '/shell.html'],
    ['/jobs/', '/shell.html'],
    ['/no/such/page', '/404.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/assets/index-abc123', '/assets/index-abc123'],
    ['/favicon.svg', '/favicon.svg'],
    ['/robots.txt', '/robots.txt'],
  ])('the rewrite serves %s as %s', (uri, expected) => {
    const handler = runInNewContext(`${siteRequestCode}; handler`) as (event: unknown) => { uri: string };
    expect(handler({ request: { uri, headers: {} } }).uri).toBe(expected);
  });
});

describe('/api/* behaviour: the HTTP API', () => {
  it('goes to the HTTP API over TLS 1.2 with every method and the viewer headers except Host', () => {
    expect(apiBehaviour()).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachedMethods: ['GET', 'HEAD'],
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    const api = origin(apiBehaviour().TargetOriginId);
    expect(api.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(api.DomainName)).toContain('.execute-api.');
  });

  it("caches only what the origin's Cache-Control allows, keyed by query string, never by cookie", () => {
    const policyId = apiBehaviour().CachePolicyId.Ref;
    const policy = web.toJSON().Resources[policyId].Properties.CachePolicyConfig;
    expect(policy).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 3600,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      },
    });
  });
});

describe('response headers policy', () => {
  it('both behaviours send the security headers of shared/site-headers.ts', () => {
    const policyRef = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(apiBehaviour().ResponseHeadersPolicyId).toEqual(policyRef);
    const policy = web.toJSON().Resources[policyRef.Ref].Properties.ResponseHeadersPolicyConfig;
    expect(policy.SecurityHeadersConfig).toEqual({
      // The site's policy with the CV bucket's origin in connect-src (cv-bucket.test.ts).
      ContentSecurityPolicy: {
        ContentSecurityPolicy: dev.stacks.web.resolve(
          siteSecurityHeadersFor(
            `https://${fileBucketName(dev.stacks.web, stageConfig('dev'), 'cvs')}.s3.${dev.stacks.web.region}.${dev.stacks.web.urlSuffix}`,
          )['Content-Security-Policy'],
        ),
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: false,
        Override: true,
      },
    });
    expect(policy.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: siteSecurityHeaders['Permissions-Policy'], Override: true },
    ]);
  });

  it('the CSP forbids inline script (but the hashed theme script) and framing', () => {
    const csp = siteSecurityHeaders['Content-Security-Policy']!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('refuses a header it cannot translate instead of dropping it', () => {
    expect(() => translateHeaders({ 'X-Frame-Options': 'ALLOW-FROM https://x' })).toThrow(/DENY or SAMEORIGIN/);
    expect(() => translateHeaders({ 'Referrer-Policy': 'sometimes' })).toThrow(/not one CloudFront accepts/);
  });
});

describe('site upload', () => {
  it('hashed assets are immutable for a year and never pruned; the rest is no-cache', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': HASHED_ASSETS_CACHE },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      Exclude: ['assets/*', 'sitemap*.xml', 'robots.txt'],
      SystemMetadata: { 'cache-control': PAGES_CACHE },
    });
    expect(HASHED_ASSETS_CACHE).toBe('public, max-age=31536000, immutable');
    expect(PAGES_CACHE).toBe('no-cache');
  });

  it('a missing build stops the synth with a message that says how to build it', () => {
    expect(() => checkWebDist('/nonexistent/web/dist')).toThrow(
      /missing index.html and jobs.html and shell.html and 404.html and page-template.html and assets.*vite build/s,
    );
  });
});

describe('logging and TLS', () => {
  it('the distribution logs to the access-log bucket; buckets refuse plain HTTP and TLS below 1.2', () => {
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    const policies = Object.values(web.findResources('AWS::S3::BucketPolicy')) as any[];
    expect(policies).toHaveLength(4); // the site, its access logs, the CVs and the logos
    for (const policy of policies) {
      const conditions = policy.Properties.PolicyDocument.Statement.map((s: any) => JSON.stringify(s.Condition));
      expect(conditions).toContain(JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }));
      expect(conditions).toContain(JSON.stringify({ NumericLessThan: { 's3:TlsVersion': 1.2 } }));
    }
  });

  it('outputs the site URL', () => {
    expect(Object.keys(web.findOutputs('SiteUrl'))).toHaveLength(1);
  });
});

describe('API cache key', () => {
  const run = (uri: string, querystring: Record<string, unknown>) =>
    (runInNewContext(`${apiQueryCode}; handler`) as (event: unknown) => { querystring: Record<string, unknown> })({
      request: { uri, querystring },
    }).querystring;

  it('a viewer-request function on /api/* keeps only the parameters the route reads, sorted', () => {
    expect(apiBehaviour().FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^ApiQuery/), 'FunctionARN'] },
      },
    ]);
    const kept = run('/api/jobs', {
      utm_source: { value: 'x' },
      sort: { value: 'newest' },
      search: { value: 'nurse' },
      bust: { value: String(Math.random()) },
    });
    expect(Object.keys(kept)).toEqual(['search', 'sort']);
    expect(kept).toEqual({ search: { value: 'nurse' }, sort: { value: 'newest' } });
    expect(queryParameters['/api/jobs']).toEqual(expect.arrayContaining(['cursor', 'limit', 'salaryMin']));
  });

  it('every route whose contract has a query schema gets exactly its parameters through, on its path', async () => {
    const withQuery = new Map<string, string[]>();
    for (const entry of Object.values(contract)) {
      const schema = (entry.request as { query?: object }).query;
      if (!schema) continue;
      // GETs, and the one-click unsubscribes: RFC 8058 fixes the POST body, so their token rides in the query.
      if (entry.route.method !== 'GET') expect(['unsubscribe-alert', 'unsubscribe-matches']).toContain(entry.id);
      withQuery.set(entry.route.path, queryKeys(schema as never));
    }
    expect([...withQuery.keys()].sort()).toEqual([
      '/api/admin/audit-log',
      '/api/admin/companies',
      '/api/admin/reports',
      '/api/alerts/unsubscribe',
      '/api/companies',
      '/api/jobs',
      '/api/matches/unsubscribe',
      '/api/saved-jobs',
      '/api/user/export',
      '/api/user/matches',
    ]);
    expect(queryParameters).toEqual(Object.fromEntries(withQuery));
    // What deploys: the function in the template carries the same map.
    const [deployed] = Object.values(web.findResources('AWS::CloudFront::Function')).filter((f: any) =>
      String(f.Properties.FunctionCode).includes('[request.uri]'),
    ) as any[];
    expect(deployed.Properties.FunctionCode).toBe(apiQueryCode);
    for (const [path, keys] of withQuery) {
      const all = Object.fromEntries(keys.map((key) => [key, { value: '1' }]));
      expect(run(path, { ...all, junk: { value: '1' } }), path).toEqual(all);
    }
    expect(run('/api/companies', { cursor: { value: 'c' }, includeEmpty: { value: 'true' } })).toEqual({
      cursor: { value: 'c' },
      includeEmpty: { value: 'true' },
    });
  });

  it('routes that read no query get none', () => {
    expect(run('/api/categories', { bust: { value: '1' } })).toEqual({});
    expect(run('/api/jobs/12', { bust: { value: '1' } })).toEqual({});
  });
});

describe('only through CloudFront', () => {
  it('the API origin sends the origin secret, resolved from Secrets Manager at deploy time', () => {
    const api = origin(apiBehaviour().TargetOriginId);
    const headers = api.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
    const value = JSON.stringify(headers[0]!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:current::}}');
  });

  it('dev without an API origin: CloudFront reaches the API at its execute-api name, the header is the only lock', () => {
    const api = origin(apiBehaviour().TargetOriginId);
    expect(JSON.stringify(api.DomainName)).toMatch(/execute-api/);
    expect(api.CustomOriginConfig.OriginMtlsConfig).toBeUndefined();
    // Staging and prod use the mutual-TLS domain instead (origin-mtls.test.ts).
    dev.template.web.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    const httpApi = Object.values(dev.template.gateway.findResources('AWS::ApiGatewayV2::Api'))[0] as any;
    expect(httpApi.Properties.DisableExecuteApiEndpoint).not.toBe(true);
  });

  it('the key generation is in the comment, so a rotation makes CloudFormation read the secret again', () => {
    expect(config.Comment).toBe('Job board dev (keys 1)');
  });
});

describe('custom domain', () => {
  it('uses the certificate, TLS 1.2 (2021 policy) and https://<domain> as SITE_URL', () => {
    const domain = { name: 'jobs.example.org', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' };
    const withDomain = synthStage({ ...stageConfig('staging', undefined, true), domain });
    const distribution = Object.values(
      withDomain.template.web.findResources('AWS::CloudFront::Distribution'),
    )[0] as any;
    expect(distribution.Properties.DistributionConfig).toMatchObject({
      Aliases: ['jobs.example.org'],
      ViewerCertificate: {
        AcmCertificateArn: domain.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    withDomain.apiTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://jobs.example.org' }) },
    });
    expect(withDomain.violations).toEqual([]);
  });

  it('points the domain at the distribution in the named hosted zone (IPv4 and IPv6)', () => {
    const prod = synthesizedStage('prod');
    for (const type of ['A', 'AAAA']) {
      prod.template.web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'jobs.jobboard.test.',
        Type: type,
        HostedZoneId: 'Z0SYNTHCHECK',
        AliasTarget: Match.objectLike({
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] },
        }),
      });
    }
  });
});
