/**
 * The job pages, `/job/*`: a Lambda (functions/pages/job-page.ts) behind a function URL that only CloudFront may
 * call (Origin Access Control signs each request; the URL's auth type is IAM), on a behaviour of its own. The
 * function renders the page on request and says how long it may be kept (Cache-Control: five minutes at CloudFront,
 * a minute for a miss); the cache policy honours it, keyed by path only. It answers 404 with the friendly page for
 * an unknown or closed job, so no distribution-wide error response is needed (those would rewrite the API's JSON
 * errors too).
 *
 * On a stage without a domain the function cannot be told the site's address (the distribution's name would make a
 * cycle: the distribution needs the function's URL), so a viewer-request function passes the address the visitor
 * asked for in a header.
 *
 * Rights, each on one resource: read job and company items (dynamodb:LeadingKeys), read the built page template,
 * the not-found page and the frame from the site's bucket, write its own log group.
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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { SITE_HOST_HEADER } from '../../shared/site-routing.js';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import { workerEnvironment, workerFunctionBasics, workerLogsAndRole } from './worker-parts.js';

export const jobPageEntry = `${repoRoot}/functions/pages/job-page.ts`;
export const JOB_PAGES_PATH = '/job/*';
/** The longest CloudFront keeps a page, whatever the function says (it says five minutes). */
export const JOB_PAGE_MAX_TTL = Duration.minutes(5);

export interface JobPagesProps {
  stage: StageConfig;
  table: ITable;
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

export class JobPages extends Construct {
  readonly function: NodejsFunction;
  readonly behavior: BehaviorOptions;

  constructor(scope: Construct, id: string, props: JobPagesProps) {
    super(scope, id);
    const { stage } = props;
    const { logGroup, role } = workerLogsAndRole(this, stage, 'Job pages rendered for CloudFront');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['JOB#*', 'COMPANY#*'] } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [PAGE_TEMPLATE_FILE, NOT_FOUND_FILE, SHELL_FILE].map((file) => props.site.arnForObjects(file)),
      }),
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...workerFunctionBasics,
      description: 'Renders the job pages (/job/{id}) for CloudFront',
      entry: jobPageEntry,
      // React renders faster with more CPU, which Lambda scales with memory (render times: docs/performance.md).
      memorySize: 1024,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: {
        ...workerEnvironment(props.table.tableName, stage),
        SITE_BUCKET: props.site.bucketName,
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
    const url = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    notifyingAlarm(this, 'ErrorsAlarm', props.alarmTopic, {
      metric: this.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      threshold: 5,
      description:
        'Job pages failed to render (CloudFront answered 502 to visitors): check the job page function logs.',
    });

    this.behavior = {
      origin: FunctionUrlOrigin.withOriginAccessControl(url),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: new CachePolicy(this, 'Cache', {
        comment: 'Job pages: as long as the function says, at most five minutes, keyed by path only',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: JOB_PAGE_MAX_TTL,
        queryStringBehavior: CacheQueryStringBehavior.none(),
        headerBehavior: CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: new OriginRequestPolicy(this, 'OriginRequest', {
        comment: 'Job pages: only the site host header of ours reaches the function',
        headerBehavior: OriginRequestHeaderBehavior.allowList(SITE_HOST_HEADER),
      }),
      responseHeadersPolicy: props.headers,
      compress: true,
      functionAssociations: [
        {
          eventType: FunctionEventType.VIEWER_REQUEST,
          function: new CloudFrontFunction(this, 'SiteHost', {
            code: FunctionCode.fromInline(siteHostCode),
            runtime: FunctionRuntime.JS_2_0,
            comment: 'Passes the host the visitor asked for to the job page function',
          }),
        },
      ],
    };
  }
}
