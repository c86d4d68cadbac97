/**
 * The names of a stage's file buckets, known before the buckets exist: the site's CSP names the uploads bucket
 * (its CORS names the distribution, whose headers would otherwise name the bucket: a cycle), and the route stacks'
 * grants name both without a cross-stack reference. Every stack of a stage shares account and region.
 */
import { type Stack, Token } from 'aws-cdk-lib';
import { APP_NAME, type StageConfig } from '../config/stages.js';

/** `cvs`: the private bucket every upload lands in (and seekers' CVs stay in); `logos`: published logos. */
export type FileBucket = 'cvs' | 'logos';

export function fileBucketName(stack: Stack, stage: StageConfig, bucket: FileBucket): string {
  return `${APP_NAME}-${stage.name}-${bucket}-${stack.account}-${stack.region}`;
}

/** The same name as cdk-nag writes it in a finding (tokens as <AWS::AccountId>), for acknowledgements. */
export function fileBucketNameInFindings(stack: Stack, stage: StageConfig, bucket: FileBucket): string {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `${APP_NAME}-${stage.name}-${bucket}-${account}-${region}`;
}
