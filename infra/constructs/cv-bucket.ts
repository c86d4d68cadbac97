/**
 * The private bucket of seekers' CVs (functions/lib/files/cv-keys.ts has its prefixes). Browsers upload to it
 * directly through presigned POSTs, so its CORS allows POST from the site's origin and nothing else; downloads
 * are presigned GETs the browser navigates to (no CORS needed). Not versioned: a deleted CV (replaced, deleted,
 * its account deleted) is gone for good, not kept as an old version. The lifecycle removes uploads never
 * confirmed (`incoming/`, including those of an account deleted in between) and abandoned multipart uploads.
 */
import { Duration, Stack, Token } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import { removalPolicyFor } from './removal.js';

export interface CvBucketProps {
  stage: StageConfig;
  /** https://<the site>: the one origin that may post uploads. */
  siteUrl: string;
  /** Server access logs go here, under `cv/`. */
  logs: IBucket;
}

/**
 * The bucket's name, known before the bucket exists: the site's CSP names it (its CORS names the distribution,
 * whose headers would otherwise name the bucket: a cycle), and the route stacks' grants name it without a
 * cross-stack reference. Every stack of a stage shares account and region.
 */
export function cvBucketName(stack: Stack, stage: StageConfig): string {
  return `${APP_NAME}-${stage.name}-cvs-${stack.account}-${stack.region}`;
}

/** The same name as cdk-nag writes it in a finding (tokens as <AWS::AccountId>), for acknowledgements. */
export function cvBucketNameInFindings(stack: Stack, stage: StageConfig): string {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `${APP_NAME}-${stage.name}-cvs-${account}-${region}`;
}

/** Unconfirmed uploads live this long; save-cv confirms within minutes. */
export const INCOMING_DAYS = 1;

export class CvBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: CvBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: cvBucketName(Stack.of(this), props.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: false,
      removalPolicy: removalPolicyFor(props.stage),
      autoDeleteObjects: !props.stage.protectData,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'cv/',
      cors: [{ allowedOrigins: [props.siteUrl], allowedMethods: [HttpMethods.POST], maxAge: 3000 }],
      lifecycleRules: [
        { id: 'unconfirmed-uploads', prefix: CV_PREFIXES.incoming, expiration: Duration.days(INCOMING_DAYS) },
        { id: 'abandoned-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
