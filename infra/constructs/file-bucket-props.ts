/**
 * What the file buckets (CVs and uploads, logos) share: no public access (CloudFront reads logos through Origin
 * Access Control), owner-enforced objects, S3-managed encryption, TLS 1.2+ only, no versions (a deleted file is
 * gone for good), kept in protected stages and emptied with the stack elsewhere.
 */
import { BlockPublicAccess, BucketEncryption, type BucketProps, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stages.js';
import { removalPolicyFor } from './removal.js';

export function fileBucketProps(stage: StageConfig): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    versioned: false,
    removalPolicy: removalPolicyFor(stage),
    autoDeleteObjects: !stage.protectData,
  };
}
