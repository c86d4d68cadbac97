/**
 * How every function of ours that answers traffic or processes events goes out: whatever invokes it (API Gateway,
 * CloudFront's function URL, a route handing over an event, a schedule, a stream, a topic) invokes its `live`
 * alias, never the function itself, and CodeDeploy moves that alias to each new version gradually: staging and prod
 * give the new version 10 % of the traffic for 5 minutes, then all of it; dev shifts at once. If one of the
 * function's rollback alarms fires meanwhile (alarms that see what users see: a route's 5xx answers, a worker's
 * errors and dead letters), CodeDeploy moves the alias back and the stack update fails and rolls back.
 *
 * The CodeDeploy application and its service role are the ops stack's (one per stage, deployed first), so a
 * function in any stack can have its deployment group without adding two resources of its own.
 * infra/test/canary.test.ts proves it for every function of every stage: a new one cannot ship without it.
 */

import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  type ILambdaApplication,
  type ILambdaDeploymentConfig,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { Alias, type AliasProps, type CfnAlias, type IFunction, type Version } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';

/** The CodeDeploy application and service role every deployment group of a stage shares (ops stack). */
export interface Deployments {
  application: ILambdaApplication;
  role: IRole;
}

export const LIVE_ALIAS = 'live';

/** staging and prod: a tenth of the traffic for five minutes first; dev: at once (nobody's traffic to protect). */
export function deploymentConfigFor(stage: StageConfig): ILambdaDeploymentConfig {
  return stage.name === 'dev' ? LambdaDeploymentConfig.ALL_AT_ONCE : LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;
}

export interface GradualDeploymentProps {
  stage: StageConfig;
  deployments: Deployments;
  /** The alarms that roll the deployment back: at least one, and each must see what users see. */
  rollbackAlarms: IAlarm[];
  /**
   * For a function invoked asynchronously: its retries, event age and failure destination belong on the alias,
   * since Lambda applies the configuration of the qualifier it was invoked through.
   */
  asyncInvoke?: Pick<AliasProps, 'retryAttempts' | 'maxEventAge' | 'onFailure'>;
  /** A function run by CodeDeploy before any traffic reaches the new version (pre-traffic-check.ts). */
  preTrafficHook?: IFunction;
}

/**
 * The `live` alias (construct id `Live`) of `version`'s function and its deployment group (`Deployment`), in
 * `scope`. Invoke the returned alias, never the function.
 */
export function gradualDeployment(scope: Construct, version: Version, props: GradualDeploymentProps): Alias {
  if (props.rollbackAlarms.length === 0) throw new Error(`${scope.node.path}: a gradual deployment needs an alarm`);
  const alias = new Alias(scope, 'Live', { aliasName: LIVE_ALIAS, version, ...props.asyncInvoke });
  new LambdaDeploymentGroup(scope, 'Deployment', {
    alias,
    application: props.deployments.application,
    role: props.deployments.role,
    deploymentConfig: deploymentConfigFor(props.stage),
    alarms: props.rollbackAlarms,
    autoRollback: { failedDeployment: true, deploymentInAlarm: true, stoppedDeployment: true },
  });
  if (props.preTrafficHook) {
    // Set on the alias's update policy directly: CDK's addPreHook would grant across stacks (the hook and the
    // CodeDeploy role live in other stacks: a cycle). The role may already invoke any CodeDeployHook_* function
    // (its AWS managed policy), and the hook grants itself the status call (pre-traffic-check.ts).
    const cfnAlias = alias.node.defaultChild as CfnAlias;
    const policy = cfnAlias.cfnOptions.updatePolicy?.codeDeployLambdaAliasUpdate;
    if (!policy) throw new Error(`${scope.node.path}: the deployment group did not set the alias's update policy`);
    cfnAlias.cfnOptions.updatePolicy = {
      codeDeployLambdaAliasUpdate: { ...policy, beforeAllowTrafficHook: props.preTrafficHook.functionName },
    };
  }
  return alias;
}
