/**
 * The site and the one address users see: a private S3 bucket read by CloudFront through Origin Access Control,
 * the distribution (site on the default behaviour, the job pages on /job/*, company logos on /logos/*, the HTTP API
 * on /api/*), its security headers, the upload of the built site, the sitemap written into the bucket on a
 * schedule, the private bucket of seekers' CVs where every upload lands (cv-bucket.ts: uploads come from this
 * site's origin) and the bucket of published logos (logo-bucket.ts). Access logs of the distribution and of the
 * buckets go to a logs bucket. With an API origin configured (staging, prod), the API's own name with mutual TLS
 * (api-domain.ts) is here too, next to the distribution that alone holds the client certificate.
 */
import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/middleware/origin-verify.js';
import { siteSecurityHeadersFor } from '../../shared/site-headers.js';
import { JOBS_LIST_PATH } from '../../shared/site-routing.js';
import type { StageConfig } from '../config/stages.js';
import { apiCachePolicy } from '../constructs/api-cache-policy.js';
import { ApiDomain } from '../constructs/api-domain.js';
import { apiQueryFunction } from '../constructs/api-query.js';
import { fileBucketName } from '../constructs/bucket-names.js';
import { CvBucket } from '../constructs/cv-bucket.js';
import type { Deployments } from '../constructs/gradual-deployment.js';
import { COMPANY_PAGES_PATH, JOB_PAGES_PATH, JobPages } from '../constructs/job-pages.js';
import { LOGOS_PATH, LogoBucket, logoBehavior } from '../constructs/logo-bucket.js';
import { MtlsHttpOrigin } from '../constructs/mtls-http-origin.js';
import { acknowledgeBucketDeployment } from '../constructs/nag-acknowledgements.js';
import { output } from '../constructs/output.js';
import { removalPolicyFor } from '../constructs/removal.js';
import { RetentionWorker } from '../constructs/retention-worker.js';
import { SiteDeployment } from '../constructs/site-deployment.js';
import { siteHeadersPolicy } from '../constructs/site-headers-policy.js';
import { SitemapWriter } from '../constructs/sitemap-writer.js';
import { siteRoutingFunctions } from '../constructs/spa-rewrite.js';

export interface WebStackProps extends StackProps {
  stage: StageConfig;
  httpApi: IHttpApi;
  /** JSON {"current", "previous"?}: CloudFront sends `current` as the x-origin-verify header to the API. */
  originSecret: ISecret;
  /** The built site (web/dist). */
  webDist: string;
  /** The WAF web ACL (edge stack); without one, CFR2 is acknowledged (dev without settings). */
  webAclArn?: string;
  /** The job pages, the jobs list and the sitemap read it. */
  table: ITable;
  /** The signing keys: the jobs list rendered on request signs its next-page cursor. */
  sessionSecret: ISecret;
  alarmTopic: ITopic;
  deployments: Deployments;
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** https://<the stage's domain or the distribution's>: SITE_URL of the functions. */
  readonly siteUrl: string;
  readonly cvBucket: Bucket;
  readonly logoBucket: Bucket;
  /** The API's mutual-TLS custom domain; the api-stage stack maps it to the API's stage. */
  readonly apiDomain: ApiDomain | undefined;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = removalPolicyFor(stage);
    const autoDeleteObjects = !stage.protectData;
    const privateBucket = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy,
      autoDeleteObjects,
    };

    const logs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging writes through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Kept as long as every other log of the stage: CloudFront's standard logs carry each request's query string
      // and address, so they are personal data too (docs/deploy.md, "What is kept, and for how long").
      lifecycleRules: [{ expiration: Duration.days(stage.logRetention) }],
    });
    const site = new Bucket(this, 'Site', {
      ...privateBucket,
      // A deploy prunes and overwrites files: versions let an operator put the previous site back
      // (docs/deploy.md, "Rolling back"); old versions go after 30 days.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
    });

    // One log group for the stack's BucketDeployment handler, which the site upload and the truststore share.
    const deployLogs = new LogGroup(this, 'SiteDeploymentLogs', { retention: stage.logRetention, removalPolicy });
    const apiOriginProps = {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Resolved by CloudFormation at deploy time (never in the template); the functions refuse requests without
      // it. With mutual TLS this is the second lock: it holds even if the truststore ever trusted too much.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValueFromJson('current').unsafeUnwrap() },
    };
    const apiDomain = stage.apiOrigin
      ? new ApiDomain(this, 'ApiDomain', { stage, origin: stage.apiOrigin, logs, deployLogs })
      : undefined;
    this.apiDomain = apiDomain;
    const apiOrigin = apiDomain
      ? new MtlsHttpOrigin(apiDomain.domainName.name, {
          ...apiOriginProps,
          clientCertificateArn: apiDomain.clientCertificateArn,
        })
      : new HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, apiOriginProps);
    // CV uploads go from the pages straight to the CV bucket (cv-bucket.ts: why its name is known ahead).
    const uploadOrigin = `https://${fileBucketName(this, stage, 'cvs')}.s3.${this.region}.${this.urlSuffix}`;
    const headers = siteHeadersPolicy(this, 'SecurityHeaders', siteSecurityHeadersFor(uploadOrigin));
    const routing = siteRoutingFunctions(this, 'SpaRewrite');
    this.logoBucket = new LogoBucket(this, 'Logos', { stage, logs }).bucket;
    const jobPages = new JobPages(this, 'JobPages', {
      stage,
      deployments: props.deployments,
      table: props.table,
      sessionSecret: props.sessionSecret,
      site,
      alarmTopic: props.alarmTopic,
      headers,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      // The key generation is part of the comment so that bumping it updates the distribution, and CloudFormation
      // resolves the origin header again (a dynamic reference is only read when its resource changes).
      comment: `Job board ${stage.name} (keys ${stage.keyGeneration})`,
      defaultRootObject: 'index.html',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(stage.domain
        ? {
            domainNames: [stage.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', stage.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: routing.request },
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: routing.response },
        ],
      },
      additionalBehaviors: {
        [JOB_PAGES_PATH]: jobPages.behavior,
        [JOBS_LIST_PATH]: jobPages.listBehavior,
        [COMPANY_PAGES_PATH]: jobPages.companyBehavior,
        [LOGOS_PATH]: logoBehavior(this, 'LogoHeaders', this.logoBucket),
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; API calls over plain HTTP are refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: apiCachePolicy(this, 'ApiCache'),
          // Host must stay the origin's (the API domain or execute-api name): API Gateway answers 403 to the
          // distribution's host name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [
            { eventType: FunctionEventType.VIEWER_REQUEST, function: apiQueryFunction(this, 'ApiQuery') },
          ],
        },
      },
    });
    this.acknowledgeDistribution(stage, Boolean(props.webAclArn));
    this.siteUrl = `https://${stage.domain?.name ?? this.distribution.distributionDomainName}`;
    if (stage.domain?.hostedZone) this.aliasRecords(stage.domain.name, stage.domain.hostedZone);
    this.cvBucket = new CvBucket(this, 'Cvs', { stage, siteUrl: this.siteUrl, logs }).bucket;

    // Next to the CV bucket it deletes from (the web stack already reads the table for the sitemap).
    new RetentionWorker(this, 'Retention', {
      deployments: props.deployments,
      stage,
      table: props.table,
      cvBucket: this.cvBucket,
      alarmTopic: props.alarmTopic,
    });

    new SitemapWriter(this, 'Sitemap', {
      stage,
      deployments: props.deployments,
      table: props.table,
      site,
      siteUrl: this.siteUrl,
      alarmTopic: props.alarmTopic,
    });

    const deployment = new SiteDeployment(this, 'SiteDeployment', {
      bucket: site,
      webDist: props.webDist,
      logGroup: deployLogs,
    });
    acknowledgeBucketDeployment(deployment.pages, site);

    output(this, 'SiteUrl', this.siteUrl, 'The site (and the API under /api)');
    output(this, 'DistributionDomain', this.distribution.distributionDomainName, 'Point a custom domain here');
    output(
      this,
      'AccessLogsBucket',
      logs.bucketName,
      'CloudFront (cloudfront/), site (s3/), CV (cv/) and logo (logos/) access logs',
    );
    output(this, 'CvBucket', this.cvBucket.bucketName, "Seekers' CVs and every upload (private; presigned)");
    output(this, 'LogoBucket', this.logoBucket.bucketName, 'Published company logos (served at /logos/*)');
  }

  /** The site's name points at the distribution (IPv4 and IPv6), in the zone the operator named: no lookup. */
  private aliasRecords(name: string, zone: { id: string; name: string }) {
    const hostedZone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: zone.id,
      zoneName: zone.name,
    });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
    new ARecord(this, 'AliasA', { zone: hostedZone, recordName: `${name}.`, target });
    new AaaaRecord(this, 'AliasAaaa', { zone: hostedZone, recordName: `${name}.`, target });
  }

  private acknowledgeDistribution(stage: StageConfig, hasWebAcl: boolean) {
    const acknowledge = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    acknowledge('AwsSolutions-CFR1', 'A public job board: visitors from every country are expected.');
    if (!hasWebAcl) {
      acknowledge(
        'AwsSolutions-CFR2',
        'No WAF on a stage without an account and region (dev with no settings): the web ACL lives in a ' +
          'us-east-1 stack that needs both. The functions still refuse requests without the origin secret, and ' +
          'login and forgot-password are rate limited per account and per address in the application.',
      );
    }
    if (!stage.domain) {
      acknowledge(
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum ' +
          'protocol CloudFront fixes at TLSv1; set domain in infra/config/stages.ts to get TLSv1.2_2021.',
      );
    }
  }
}
