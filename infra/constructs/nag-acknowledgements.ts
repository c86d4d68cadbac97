/**
 * cdk-nag findings (AwsSolutions and Serverless packs) on the one resource CDK creates for us and does not let us
 * configure: BucketDeployment's handler, a Lambda that runs only while a deploy copies web/dist into the site
 * bucket or the API's truststore into its bucket (api-domain.ts). cdk-nag v3 wants each finding acknowledged by its exact id, so the wildcard findings are named one by one.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { IConstruct } from 'constructs';

/** The asset bucket of the default bootstrap, rendered the way cdk-nag prints it. */
function assetBucketObjects(stack: Stack): string {
  const qualifier = stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? 'hnb659fds';
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  return `arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*`;
}

export function acknowledgeBucketDeployment(deployment: BucketDeployment, destination: IBucket): void {
  // The singleton handler function that owns the role: the findings are on it and on the role below it.
  const handler = deployment.handlerRole.node.scope as IConstruct;
  const stack = Stack.of(deployment);
  const destinationLogicalId = stack.getLogicalId(destination.node.defaultChild as CfnBucket);
  const acknowledge = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });

  acknowledge(
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    "BucketDeployment's handler (CDK-managed, deploy time only): the managed policy lets it write its own logs.",
  );
  const grants =
    'Grants BucketDeployment generates for its sync: read the CDK asset bucket, read/write/delete in its ' +
    'destination bucket (the site, pruned; the API truststore). Each is limited to those buckets.';
  for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
    acknowledge(`AwsSolutions-IAM5[Action::${action}]`, grants);
  }
  acknowledge(`AwsSolutions-IAM5[Resource::${assetBucketObjects(stack)}]`, grants);
  acknowledge(`AwsSolutions-IAM5[Resource::<${destinationLogicalId}.Arn>/*]`, grants);
  const runtime =
    "BucketDeployment's handler runtime (Python) is chosen by aws-cdk-lib and cannot be set; it runs only during " +
    'deploys, on our own files, and moves forward with aws-cdk-lib upgrades.';
  acknowledge('AwsSolutions-L1', runtime);
  acknowledge('Serverless-LambdaLatestVersion', runtime);
  acknowledge(
    'Serverless-LambdaDLQ',
    "BucketDeployment's handler serves a custom resource: when a run fails, CloudFormation gets an error or no " +
      'answer and the deploy fails and rolls back; a kept event could not be replayed once that deploy ended.',
  );
  acknowledge(
    'Serverless-LambdaTracing',
    "BucketDeployment's handler (CDK-managed) cannot be given X-Ray tracing; it copies files during deploys " +
      'only, outside any request, and its logs show each copy.',
  );
}
