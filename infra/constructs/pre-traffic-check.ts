/**
 * The stage's CodeDeploy application and service role, and the pre-traffic hook of every route's gradual deployment
 * (functions/workers/pre-traffic-check.ts): before a new version of a route gets traffic, the hook calls it once
 * without the origin header and fails the deployment unless it answers the origin check's 403.
 *
 * The hook is named `CodeDeployHook_<stack>`: CodeDeploy's AWS managed role policy may invoke exactly such
 * functions, so no stack has to grant the shared role anything (a grant from each route stack would be a cycle).
 * It is deployment machinery, not a function users reach, so it has no alias of its own.
 *
 * Rights: read a deployment and report its hook status, on this stage's deployment groups only; invoke a version of
 * this stage's functions (`jobboard-<stage>-*`); write its own log group.
 */
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnApplication } from 'aws-cdk-lib/aws-codedeploy';
import { LambdaApplication } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { repoRoot } from '../bundling.js';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import type { Deployments } from './gradual-deployment.js';
import { workerEnvironment, workerFunctionBasics, workerLogsAndRole } from './worker-parts.js';

export const preTrafficCheckEntry = `${repoRoot}/functions/workers/pre-traffic-check.ts`;
export const HOOK_NAME_PREFIX = 'CodeDeployHook_';

export class StageDeployments extends Construct {
  readonly deployments: Deployments;
  readonly preTrafficHook: NodejsFunction;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    const stack = Stack.of(this);
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: `CodeDeploy: shifts the live aliases' traffic (${stage.name})`,
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "CodeDeploy's own role for Lambda deployments: the AWS managed policy limited to shifting alias " +
        'traffic, reading the alarms and invoking CodeDeployHook_* functions, the scope AWS documents.',
    });
    const application = new LambdaApplication(this, 'Application');
    this.deployments = { application, role };

    const hook = workerLogsAndRole(this, stage, 'CodeDeploy pre-traffic check of the route functions');
    // Written out, so the acknowledgements below can name each resource as cdk-nag reports it.
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const where = `${shown(stack.partition, 'Partition')}:%s:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}`;
    const arn = (service: string, rest: string): [string, string] => [
      `arn:${stack.partition}:${service}:${stack.region}:${stack.account}:${rest}`,
      `arn:${where.replace('%s', service)}:${rest}`,
    ];
    const applicationId = stack.getLogicalId(application.node.defaultChild as CfnApplication);
    const [groups] = arn('codedeploy', `deploymentgroup:${application.applicationName}/*`);
    hook.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['codedeploy:GetDeployment', 'codedeploy:PutLifecycleEventHookExecutionStatus'],
        resources: [groups],
      }),
    );
    const [stageFunctions, shownFunctions] = arn('lambda', `function:${APP_NAME}-${stage.name}-*`);
    hook.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [stageFunctions, `${stageFunctions}:*`] }),
    );
    const shownGroups = `arn:${where.replace('%s', 'codedeploy')}:deploymentgroup:<${applicationId}>/*`;
    for (const resource of [shownGroups, shownFunctions, `${shownFunctions}:*`]) {
      Validations.of(hook.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${resource}]`,
        reason:
          'The hook checks whichever deployment CodeDeploy hands it: every deployment group of this stage’s ' +
          'application, and a version of any function of this stage (names start with the stage’s stack prefix).',
      });
    }
    this.preTrafficHook = new NodejsFunction(this, 'Function', {
      ...workerFunctionBasics,
      functionName: `${HOOK_NAME_PREFIX}${stack.stackName}`,
      description: 'CodeDeploy pre-traffic check: calls each new route version once before it gets traffic',
      entry: preTrafficCheckEntry,
      memorySize: 256,
      timeout: Duration.seconds(60),
      role: hook.role,
      logGroup: hook.logGroup,
      environment: workerEnvironment('none', stage),
    });
    acknowledgeFunctionBasics(this.preTrafficHook, hook.role);
    Validations.of(this.preTrafficHook).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'CodeDeploy invokes the hook and waits for its status call; a failed run fails the deployment, which ' +
        'is rolled back and reported: there is no event to keep.',
    });
  }
}
