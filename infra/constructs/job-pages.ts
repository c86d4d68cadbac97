/**
 * The pages rendered on request: the job pages, `/job/*`, the jobs list, `/jobs`, and the company pages,
 * `/companies/*`. One Lambda (functions/pages/job-page.ts) behind a function URL that only CloudFront may call
 * (Origin Access Control signs each request; the URL's auth type is IAM), on a behaviour per path. The function
 * renders the page and says how long it may be kept (Cache-Control: a job page five minutes at CloudFront, a company
 * page or a miss a minute, a list 30 seconds as the API keeps it); the cache policies honour it. A job or company
 * page is keyed by path only; the list by path and the filters it reads, which a viewer-request function keeps
 * (every other parameter is dropped, so junk parameters cannot split the cache or reach the function). It answers
 * 404 with the friendly page for an unknown or closed job or an unknown company, so no distribution-wide error
 * response is needed (those would rewrite the API's JSON errors too).
 *
 * On a stage without a domain the function cannot be told the site's address (the distribution's name would make a
 * cycle: the distribution needs the function's URL), so the viewer-request functions pass the address the visitor
 * asked for in a header.
 *
 * Rights, each on one resource: read the table and its indexes (a job, a company and its response times; the
 * list's search reads posting lists and the jobs' summaries, as GET /api/jobs does), read the signing secret (the
 * list's next-page cursor is signed) through the Parameters and Secrets extension, read the built page template,
 * the prerendered pages, the not-found page and the frame from the site's bucket, write its own log group.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import {
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/db/kit/table-definition.js';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, prerenderedPages, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { jobQuerySchema } from '../../shared/schemas/job-query.js';
import { COMPANY_PAGES_PREFIX, SITE_HOST_HEADER } from '../../shared/site-routing.js';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { keepQueryKeysCode, queryKeys } from './api-query.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import type { Deployments } from './gradual-deployment.js';
import { secretsExtension } from './route-function.js';
import { workerCanary, workerEnvironment, workerFunctionBasics, workerLogsAndRole } from './worker-parts.js';

export const jobPageEntry = `${repoRoot}/functions/pages/job-page.ts`;
export const JOB_PAGES_PATH = '/job/*';
export const COMPANY_PAGES_PATH = `${COMPANY_PAGES_PREFIX}*`;
/** The longest CloudFront keeps a page, whatever the function says (it says five minutes). */
export const JOB_PAGE_MAX_TTL = Duration.minutes(5);

/** The query parameters the jobs list reads from its address: the list's filters and sort (not a page's cursor). */
export const listPageQueryKeys = queryKeys(jobQuerySchema).filter((key) => key !== 'cursor' && key !== 'limit');

export interface JobPagesProps {
  stage: StageConfig;
  deployments: Deployments;
  table: ITable;
  /** The signing keys: the list's next-page cursor is signed, as GET /api/jobs signs it. */
  sessionSecret: ISecret;
  site: IBucket;
  alarmTopic: ITopic;
  /** Response headers policy of the site's pages. */
  headers: IResponseHeadersPolicy;
}

/** cloudfront-js-2.0: the host the visitor asked for, in a header of ours (a client's own value is overwritten). */
export const siteHostCode = `function handler(event) {
  var request = event.request;
  request.headers['${SITE_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : '' };
  return request;
}`;

/** cloudfront-js-2.0: the same header, and only the list's own query parameters, before the cache key is made. */
export const listPageRequestCode = `function handler(event) {
  var request = event.request;
  request.headers['${SITE_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : '' };
  var keys = ${JSON.stringify(listPageQueryKeys)};
  ${keepQueryKeysCode}
  return request;
}`;

export class JobPages extends Construct {
  readonly function: NodejsFunction;
  /** `/job/*`. */
  readonly behavior: BehaviorOptions;
  /** `/jobs` (JOBS_LIST_PATH). */
  readonly listBehavior: BehaviorOptions;
  /** `/companies/*` (COMPANY_PAGES_PATH). */
  readonly companyBehavior: BehaviorOptions;

  constructor(scope: Construct, id: string, props: JobPagesProps) {
    super(scope, id);
    const { stage } = props;
    const { logGroup, role } = workerLogsAndRole(this, stage, 'Job pages rendered for CloudFront');
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (index) => `${props.table.tableArn}/index/${index.indexName}`,
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'],
        resources: [props.table.tableArn, ...indexArns],
      }),
    );
    props.sessionSecret.grantRead(role);
    const siteFiles = [PAGE_TEMPLATE_FILE, NOT_FOUND_FILE, SHELL_FILE, ...prerenderedPages.map((page) => page.file)];
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [...new Set(siteFiles)].map((file) => props.site.arnForObjects(file)),
      }),
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...workerFunctionBasics,
      description: 'Renders the job pages (/job/{id}) and the jobs list (/jobs) for CloudFront',
      entry: jobPageEntry,
      // React renders faster with more CPU, which Lambda scales with memory (render times: docs/performance.md).
      memorySize: 1024,
      timeout: Duration.seconds(10),
      // Its own share (concurrency.ts): a spike on the rendered pages cannot starve the API, nor it the pages.
      ...(stage.reservedConcurrency ? { reservedConcurrentExecutions: stage.reservedConcurrency.pages } : {}),
      paramsAndSecrets: secretsExtension(),
      role,
      logGroup,
      environment: {
        ...workerEnvironment(props.table.tableName, stage),
        SITE_BUCKET: props.site.bucketName,
        SESSION_SECRET_ID: props.sessionSecret.secretArn,
        // React's production build: the development one renders a page two to three times slower.
        NODE_ENV: 'production',
        ...(stage.domain ? { SITE_URL: `https://${stage.domain.name}` } : {}),
      },
    });
    acknowledgeFunctionBasics(this.function, role);
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Invoked synchronously by CloudFront for each page asked for: a failure is the answer to that visitor ' +
        '(and counts towards the errors alarm), there is no event to keep; a DeadLetterConfig applies only to ' +
        'asynchronous invocations.',
    });
    // CloudFront calls the live alias's URL: a new version renders a tenth of the pages during its canary, and a
    // crash (CloudFront answers 502) rolls it back.
    const live = workerCanary(this, this.function, {
      stage,
      deployments: props.deployments,
      alarmTopic: props.alarmTopic,
      alarms: [],
      failing: 'Job pages failed to render (CloudFront answered 502 to visitors): check the page function logs.',
    });
    const url = live.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    const origin = FunctionUrlOrigin.withOriginAccessControl(url);
    const originRequestPolicy = new OriginRequestPolicy(this, 'OriginRequest', {
      comment: 'Pages rendered on request: only the site host header of ours reaches the function',
      headerBehavior: OriginRequestHeaderBehavior.allowList(SITE_HOST_HEADER),
    });
    const cachePolicy = (id: string, comment: string, keyedByQuery: boolean) =>
      new CachePolicy(this, id, {
        comment,
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: JOB_PAGE_MAX_TTL,
        // The list's parameters are already only its filters (its viewer-request function keeps those).
        queryStringBehavior: keyedByQuery ? CacheQueryStringBehavior.all() : CacheQueryStringBehavior.none(),
        headerBehavior: CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      });
    const viewerRequest = (id: string, code: string, comment: string) =>
      new CloudFrontFunction(this, id, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
        comment,
      });
    const pageBehavior = (cache: CachePolicy, request: CloudFrontFunction): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cache,
      originRequestPolicy,
      responseHeadersPolicy: props.headers,
      compress: true,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: request }],
    });
    const byPath = cachePolicy(
      'Cache',
      'Job and company pages: as long as the function says, at most five minutes, keyed by path only',
      false,
    );
    const siteHost = viewerRequest(
      'SiteHost',
      siteHostCode,
      'Passes the host the visitor asked for to the page function',
    );
    this.behavior = pageBehavior(byPath, siteHost);
    this.companyBehavior = pageBehavior(byPath, siteHost);
    this.listBehavior = pageBehavior(
      cachePolicy(
        'ListCache',
        'Jobs list: as long as the function says, at most five minutes, keyed by its filters',
        true,
      ),
      viewerRequest(
        'ListRequest',
        listPageRequestCode,
        "Keeps the jobs list's own query parameters and passes the visitor's host to the page function",
      ),
    );
  }
}
