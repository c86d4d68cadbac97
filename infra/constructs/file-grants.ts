/**
 * A function's rights on a file bucket (a route's `files` in shared/routes.ts, or a worker's own): one statement per
 * kind of access, on the object ARNs of exactly its prefixes. Object keys are per seeker, company, upload or application, so a prefix wildcard is the
 * narrowest IAM can say; each is acknowledged with that reason.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { PrefixGrant } from '../../shared/routes.js';
import type { StageConfig } from '../config/stages.js';
import { type FileBucket, fileBucketName, fileBucketNameInFindings } from './bucket-names.js';

export const fileActions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/** `prefixes` maps each grant's prefix names to the key prefixes of `bucket` (e.g. incoming → `incoming/`). */
export function grantBucketPrefixes<Prefix extends string>(
  role: IRole,
  grant: PrefixGrant<Prefix>,
  target: { stage: StageConfig; bucket: FileBucket; prefixes: Record<Prefix, string> },
): void {
  const stack = Stack.of(role);
  const objects = (prefix: Prefix, name: string, partition: string) =>
    `arn:${partition}:s3:::${name}/${target.prefixes[prefix]}*`;
  const granted = new Set<Prefix>();
  for (const [kind, prefixes] of Object.entries(grant) as [keyof typeof fileActions, readonly Prefix[]][]) {
    const name = fileBucketName(stack, target.stage, target.bucket);
    const resources = prefixes.map((prefix) => objects(prefix, name, stack.partition));
    role.addToPrincipalPolicy(new PolicyStatement({ actions: [fileActions[kind]], resources }));
    for (const prefix of prefixes) granted.add(prefix);
  }
  const partitionInFindings = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  const nameInFindings = fileBucketNameInFindings(stack, target.stage, target.bucket);
  for (const prefix of granted) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${objects(prefix, nameInFindings, partitionInFindings)}]`,
      reason:
        `Files under ${target.prefixes[prefix]} are keyed by account, company, upload or application: the route ` +
        `needs objects it cannot name ahead, so its grant is this one prefix of the private ${target.bucket} ` +
        'bucket, nothing wider.',
    });
  }
}
