/** A stack output with a description (shown by `cdk deploy` and in the CloudFormation console). */
import { CfnOutput } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

export function output(scope: Construct, id: string, value: string, description: string): CfnOutput {
  return new CfnOutput(scope, id, { value, description });
}
