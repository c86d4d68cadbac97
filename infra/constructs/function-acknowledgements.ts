/**
 * The cdk-nag findings every function of ours has for the same reasons (the route functions and the reset-email
 * sender): X-Ray's wildcard grant and the pinned Node.js major. Acknowledged once here so the reasons stay one.
 */
import { Validations } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

export function acknowledgeFunctionBasics(fn: IFunction, role: IRole): void {
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray tracing (Tracing.ACTIVE): xray:PutTraceSegments and PutTelemetryRecords have no resource-level ' +
      'permissions, so AWS documents Resource "*" for them; no other action of the role has a wildcard.',
  });
  for (const id of ['AwsSolutions-L1', 'Serverless-LambdaLatestVersion']) {
    Validations.of(fn).acknowledge({
      id,
      reason:
        'Node.js 22 on purpose: package.json pins Node 22 for local runs and CI, so the tests run on the ' +
        'runtime production runs. Moving to Node 24 is one change in both places.',
    });
  }
}
