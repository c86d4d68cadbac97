/**
 * The private bucket of seekers' CVs (functions/lib/files/cv-keys.ts has its prefixes), where every browser upload
 * lands first (a company's logo too, until it is checked and copied to the logo bucket). Browsers upload to it
 * directly through presigned POSTs, so its CORS allows POST from the site's origin and nothing else; downloads
 * are presigned GETs the browser navigates to (no CORS needed). Versioned, because AWS Backup backs S3 up through
 * versions (backups.ts); a replaced or deleted CV stays an old version for a day only (NONCURRENT_DAYS), then only
 * the backups hold it, for their retention (docs/deploy.md, "What survives a deletion"). The lifecycle also removes
 * uploads never confirmed (`incoming/`, including those of an account deleted in between), the delete markers left
 * behind, and abandoned multipart uploads.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Bucket, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import type { StageConfig } from '../config/stages.js';
import { fileBucketName } from './bucket-names.js';
import { fileBucketProps } from './file-bucket-props.js';

export interface CvBucketProps {
  stage: StageConfig;
  /** https://<the site>: the one origin that may post uploads. */
  siteUrl: string;
  /** Server access logs go here, under `cv/`. */
  logs: IBucket;
}

/** Unconfirmed uploads live this long; save-cv and save-company-logo confirm within minutes. */
export const INCOMING_DAYS = 1;
/** How long a replaced or deleted file stays as an old version: S3's shortest. */
export const NONCURRENT_DAYS = 1;

export class CvBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: CvBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...fileBucketProps(props.stage),
      bucketName: fileBucketName(Stack.of(this), props.stage, 'cvs'),
      versioned: true,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'cv/',
      cors: [{ allowedOrigins: [props.siteUrl], allowedMethods: [HttpMethods.POST], maxAge: 3000 }],
      lifecycleRules: [
        { id: 'unconfirmed-uploads', prefix: CV_PREFIXES.incoming, expiration: Duration.days(INCOMING_DAYS) },
        { id: 'abandoned-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'old-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
    });
  }
}
