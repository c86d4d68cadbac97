/**
 * A route's rights on the CV bucket (config/cv-grants.ts): one statement per kind of access, on the object ARNs
 * of exactly its prefixes. Object keys are per seeker and per application, so a prefix wildcard is the narrowest
 * IAM can say; each is acknowledged with that reason.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import { type CvGrant, cvActions } from '../config/cv-grants.js';
import type { StageConfig } from '../config/stages.js';
import { cvBucketName, cvBucketNameInFindings } from './cv-bucket.js';

export function grantCvPrefixes(role: IRole, grant: CvGrant, stage: StageConfig): void {
  const stack = Stack.of(role);
  const objects = (prefix: keyof typeof CV_PREFIXES, name: string, partition: string) =>
    `arn:${partition}:s3:::${name}/${CV_PREFIXES[prefix]}*`;
  const granted = new Set<keyof typeof CV_PREFIXES>();
  for (const [kind, prefixes] of Object.entries(grant) as [keyof typeof cvActions, (keyof typeof CV_PREFIXES)[]][]) {
    const resources = prefixes.map((prefix) => objects(prefix, cvBucketName(stack, stage), stack.partition));
    role.addToPrincipalPolicy(new PolicyStatement({ actions: [cvActions[kind]], resources }));
    for (const prefix of prefixes) granted.add(prefix);
  }
  const partitionInFindings = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  for (const prefix of granted) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${objects(prefix, cvBucketNameInFindings(stack, stage), partitionInFindings)}]`,
      reason:
        `CV files under ${CV_PREFIXES[prefix]} are keyed by seeker and upload or by application: the route needs ` +
        'objects it cannot name ahead, so its grant is this one prefix of the private CV bucket, nothing wider.',
    });
  }
}
