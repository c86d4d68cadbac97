/** The job pages behaviour, the site's 404 routing at the edge and the sitemap schedule (web stack). */
import { runInNewContext } from 'node:vm';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { JOBS_LIST_PATH, SITE_HOST_HEADER, siteRequestCode, siteResponseCode } from '../../shared/site-routing.js';
import {
  COMPANY_PAGES_PATH,
  JOB_PAGES_PATH,
  listPageQueryKeys,
  listPageRequestCode,
  siteHostCode,
} from '../constructs/job-pages.js';
import { type Synthesized, synthesizedStage } from './synth.js';

let dev: Synthesized;
let web: Template;
let config: any;
beforeAll(() => {
  dev = synthesizedStage('dev');
  web = dev.template.web;
  config = (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as any).Properties.DistributionConfig;
});

const jobBehaviour = () => config.CacheBehaviors.find((b: any) => b.PathPattern === JOB_PAGES_PATH);
const resource = (ref: { Ref: string } | { 'Fn::GetAtt': [string, string] }) =>
  web.toJSON().Resources['Ref' in ref ? ref.Ref : ref['Fn::GetAtt'][0]];
const functionWith = (entry: string) =>
  Object.values(web.findResources('AWS::Lambda::Function')).find((fn: any) =>
    String(fn.Properties.Description).includes(entry),
  ) as any;
/** HTTPS, compressed, the site's headers, and a cache as long as the function says (at most five minutes). */
function expectPageBehaviour(behaviour: any, queryStrings: 'none' | 'all') {
  expect(behaviour).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
  expect(behaviour.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  const cache = resource(behaviour.CachePolicyId).Properties.CachePolicyConfig;
  expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
  expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
    QueryStringsConfig: { QueryStringBehavior: queryStrings },
    HeadersConfig: { HeaderBehavior: 'none' },
    CookiesConfig: { CookieBehavior: 'none' },
  });
}

const policyOf = (roleName: string) =>
  Object.values(web.findResources('AWS::IAM::Policy')).find((policy: any) =>
    policy.Properties.Roles.some((role: any) => role.Ref === roleName),
  ) as any;

describe('/job/* behaviour: the job page function', () => {
  it('goes to a function URL only CloudFront may call (IAM auth, Origin Access Control for Lambda)', () => {
    const origin = config.Origins.find((o: any) => o.Id === jobBehaviour().TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    web.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always' },
    });
    web.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunctionUrl',
      Principal: 'cloudfront.amazonaws.com',
    });
  });

  it("keeps a page as long as the function says, at most five minutes, keyed by path only, with the site's headers", () => {
    const behaviour = jobBehaviour();
    expectPageBehaviour(behaviour, 'none');
    const forwarded = resource(behaviour.OriginRequestPolicyId).Properties.OriginRequestPolicyConfig;
    expect(forwarded.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [SITE_HOST_HEADER] });
  });

  it("passes the visitor's host in its own header, overwriting a value the visitor sent", () => {
    expect(jobBehaviour().FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    const handler = runInNewContext(`${siteHostCode}; handler`) as (event: unknown) => { headers: any };
    const request = {
      uri: '/job/1',
      headers: { host: { value: 'jobs.example.org' }, [SITE_HOST_HEADER]: { value: 'evil' } },
    };
    expect(handler({ request }).headers[SITE_HOST_HEADER]).toEqual({ value: 'jobs.example.org' });
  });

  it('may read the table, the signing secret and the pages it sends from the bucket, and write nothing', () => {
    const fn = functionWith('job pages');
    expect(fn.Properties.Environment.Variables).toMatchObject({ SITE_BUCKET: { Ref: expect.any(String) } });
    // The data stack's session secret (a reference across stacks).
    expect(JSON.stringify(fn.Properties.Environment.Variables.SESSION_SECRET_ID)).toContain('SessionSecret');
    expect(fn.Properties.Environment.Variables.SITE_URL).toBeUndefined();
    // The Parameters and Secrets extension reads the secret (functions/lib/secret.ts), as the routes' functions do.
    expect(JSON.stringify(fn.Properties.Layers)).toContain('Paramsandsecrets');
    const statements = policyOf(fn.Properties.Role['Fn::GetAtt'][0]).Properties.PolicyDocument.Statement;
    const tableReads = statements.find((statement: any) => [statement.Action].flat().includes('dynamodb:Query'));
    expect([tableReads.Action].flat().sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    const reads = statements.find((statement: any) => statement.Action === 's3:GetObject');
    const files = reads.Resource.map((arn: any) => arn['Fn::Join'][1][1]).sort();
    expect(files).toEqual(['/404.html', '/index.html', '/jobs.html', '/page-template.html', '/shell.html']);
    const actions = statements.flatMap((statement: any) => [statement.Action].flat());
    expect(actions.filter((action: string) => /^(dynamodb|s3):/.test(action)).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      's3:GetObject',
    ]);
    expect(actions.filter((action: string) => action.startsWith('secretsmanager:')).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });

  it("knows the site's address from the stage's domain when it has one", () => {
    const prod = synthesizedStage('prod').template.web;
    const fn = Object.values(prod.findResources('AWS::Lambda::Function')).find((f: any) =>
      String(f.Properties.Description).includes('job pages'),
    ) as any;
    expect(fn.Properties.Environment.Variables.SITE_URL).toMatch(/^https:\/\//);
  });
});

describe('/companies/* behaviour: the company pages, rendered by the same function', () => {
  it("goes to the job pages' origin with their cache policy (path only) and their host header function", () => {
    const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === COMPANY_PAGES_PATH);
    expect(COMPANY_PAGES_PATH).toBe('/companies/*');
    const job = jobBehaviour();
    for (const key of ['TargetOriginId', 'CachePolicyId', 'OriginRequestPolicyId', 'ResponseHeadersPolicyId']) {
      expect(behaviour[key], key).toEqual(job[key]);
    }
    expect(behaviour.FunctionAssociations).toEqual(job.FunctionAssociations);
    expect(behaviour).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
  });
});

describe('/jobs behaviour: the jobs list, rendered by the same function', () => {
  const listBehaviour = () => config.CacheBehaviors.find((b: any) => b.PathPattern === JOBS_LIST_PATH);

  it('goes to the job pages origin, keyed by the query string its viewer-request function leaves', () => {
    const behaviour = listBehaviour();
    expect(behaviour.TargetOriginId).toBe(jobBehaviour().TargetOriginId);
    expect(behaviour.OriginRequestPolicyId).toEqual(jobBehaviour().OriginRequestPolicyId);
    expectPageBehaviour(behaviour, 'all');
  });

  it("keeps only the list's filters and passes the visitor's host, overwriting a value the visitor sent", () => {
    const [association] = listBehaviour().FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const deployed = resource(association.FunctionARN).Properties.FunctionCode;
    expect(deployed).toBe(listPageRequestCode);
    expect(listPageQueryKeys).toContain('jobType');
    expect(listPageQueryKeys).not.toContain('cursor');
    const handler = runInNewContext(`${deployed}; handler`) as (event: unknown) => { headers: any; querystring: any };
    const request = {
      uri: '/jobs',
      headers: { host: { value: 'jobs.example.org' }, [SITE_HOST_HEADER]: { value: 'evil' } },
      querystring: { jobType: { value: 'contract' }, utm_source: { value: 'x' }, cursor: { value: 'abc' } },
    };
    const forwarded = handler({ request });
    expect(forwarded.headers[SITE_HOST_HEADER]).toEqual({ value: 'jobs.example.org' });
    expect(forwarded.querystring).toEqual({ jobType: { value: 'contract' } });
  });
});

describe('site routing at the edge: a path the site does not have answers 404 with the friendly page', () => {
  const request = runInNewContext(`${siteRequestCode}; handler`) as (event: unknown) => { uri: string };
  const response = runInNewContext(`${siteResponseCode}; handler`) as (event: unknown) => { statusCode: number };
  const statusFor = (uri: string) =>
    response({ request: { uri }, response: { statusCode: 200, headers: {} } }).statusCode;

  it.each([
    ['/no/such/page', 404],
    ['/companies/3/extra', 404],
    ['/', 200],
    ['/jobs', 200],
    ['/companies/3', 200],
    ['/dashboard', 200],
    ['/favicon.svg', 200],
  ])('%s answers %i, whether the response function sees the path asked or the file chosen', (uri, status) => {
    expect(statusFor(uri)).toBe(status);
    expect(statusFor(request({ request: { uri, headers: {} } }).uri)).toBe(status);
  });

  it('leaves an error of the origin as it is', () => {
    expect(response({ request: { uri: '/no/such' }, response: { statusCode: 403, headers: {} } }).statusCode).toBe(403);
  });
});

describe('sitemap', () => {
  it('is rewritten every 15 minutes by a function that may query the active jobs and companies, and write only its files', () => {
    const fn = functionWith('sitemap');
    expect(fn.Properties.Environment.Variables.SITE_URL).toBeDefined();
    web.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 }, DeadLetterConfig: Match.anyValue() })],
    });
    const statements = policyOf(fn.Properties.Role['Fn::GetAtt'][0]).Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: 'dynamodb:Query',
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['POST#all'] } },
      }),
    );
    const writes = statements.find((statement: any) => statement.Action === 's3:PutObject');
    expect(writes.Resource.map((arn: any) => arn['Fn::Join'][1][1]).sort()).toEqual(['/robots.txt', '/sitemap*.xml']);
  });
});
