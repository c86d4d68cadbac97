/**
 * The bucket of published company logos (functions/lib/files/logo-keys.ts): only checked files are copied in, by
 * save-company-logo, under `logos/<companyId>/`. Private like every file bucket: the site's distribution reads it
 * through Origin Access Control on the `/logos/*` behaviour (web-stack.ts), with headers that sandbox an SVG
 * opened directly. No CORS: browsers never upload here (uploads land in the CV bucket first).
 */
import { Stack } from 'aws-cdk-lib';
import { AllowedMethods, type BehaviorOptions, CachePolicy, ViewerProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LOGO_PREFIX } from '../../functions/lib/files/logo-keys.js';
import { logoHeaders, siteSecurityHeaders } from '../../shared/site-headers.js';
import type { StageConfig } from '../config/stages.js';
import { fileBucketName } from './bucket-names.js';
import { fileBucketProps } from './file-bucket-props.js';
import { siteHeadersPolicy } from './site-headers-policy.js';

export interface LogoBucketProps {
  stage: StageConfig;
  /** Server access logs go here, under `logos/`. */
  logs: IBucket;
}

export class LogoBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogoBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...fileBucketProps(props.stage),
      bucketName: fileBucketName(Stack.of(this), props.stage, 'logos'),
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'logos/',
    });
  }
}

/** The distribution's path of logos: the same as their keys (logos/<companyId>/<file>). */
export const LOGOS_PATH = `/${LOGO_PREFIX}*`;

/**
 * The `/logos/*` behaviour: the logo bucket through Origin Access Control, cached as the files say (a year: a new
 * logo gets a new name), GET and HEAD only, with the logo headers (shared/site-headers.ts: sandbox, nosniff) and
 * the site's HSTS.
 */
export function logoBehavior(scope: Construct, id: string, bucket: IBucket): BehaviorOptions {
  return {
    origin: S3BucketOrigin.withOriginAccessControl(bucket),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: siteHeadersPolicy(scope, id, {
      ...logoHeaders,
      'Strict-Transport-Security': siteSecurityHeaders['Strict-Transport-Security'] as string,
    }),
    compress: true,
  };
}
