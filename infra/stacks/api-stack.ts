/**
 * One Lambda and one HTTP API route per entry of shared/routes.ts, added to the gateway stack's API, plus the
 * mail senders the routes hand events to (mail-sender.ts: the reset-email and the application-email sender, the
 * latter also run daily by an EventBridge rule; both send from the mail stack's identity). Every route's handler
 * file must exist: a missing one stops the synth with the list of what is missing, so the deployed API
 * can never differ from the route table.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LambdaApplication } from 'aws-cdk-lib/aws-codedeploy';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type RouteDefinition, type RouteId, routeIds, routeKey, routes } from '../../shared/routes.js';
import { handlerEntry, handlersDir, repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { apiStage } from '../constructs/api-stage.js';
import { OpsDashboard } from '../constructs/dashboard.js';
import { lambdaThrottlesAlarm } from '../constructs/lambda-throttles-alarm.js';
import { applicationSender, MailSender, resetSender, SENDER_RETRY_ATTEMPTS } from '../constructs/mail-sender.js';
import { RouteFunction } from '../constructs/route-function.js';
import { SearchIndexer } from '../constructs/search-indexer.js';
import type { MailMetrics } from './mail-stack.js';

export interface ApiStackProps extends StackProps {
  stage: StageConfig;
  httpApi: IHttpApi;
  table: ITable;
  sessionSecret: ISecret;
  /** JSON {"current", "previous"?}: every function refuses requests without one of these x-origin-verify values. */
  originSecret: ISecret;
  siteUrl: string;
  alarmTopic: ITopic;
  /** The SES identity (mail stack) the email routes send from. */
  mail: { identity: IEmailIdentity; from: string; configurationSetArn?: string };
  /** The configuration set's event metrics (mail stack), for the dashboard. */
  mailMetrics?: MailMetrics;
  /** Where the route handlers are (functions/routes); tests point it elsewhere to check the missing-file error. */
  handlersDir?: string;
}

/** Route id → handler file, or an error naming every route whose file does not exist. */
export function resolveHandlers(dir: string): Record<RouteId, string> {
  const entries = Object.fromEntries(routeIds.map((id) => [id, handlerEntry(id, dir)])) as Record<RouteId, string>;
  const missing = routeIds.filter((id) => !existsSync(entries[id]));
  if (missing.length) {
    const list = missing.map((id) => `  ${routeKey(id)} → ${relative(repoRoot, entries[id])}`).join('\n');
    throw new Error(
      `${missing.length} route(s) of shared/routes.ts have no handler file, so the API cannot be built:\n${list}`,
    );
  }
  return entries;
}

export class ApiStack extends Stack {
  readonly functions = new Map<RouteId, RouteFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const entries = resolveHandlers(props.handlersDir ?? handlersDir);
    const { mail } = props;
    const environment = {
      TABLE_NAME: props.table.tableName,
      STAGE: stage.name,
      SITE_URL: props.siteUrl,
      SECURE_COOKIES: 'true',
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'jobboard',
      POWERTOOLS_METRICS_NAMESPACE: 'JobBoard',
      // Resolved at deploy time, never in the template. CloudFormation reads it again only when the function
      // changes: KEY_GENERATION (bumped by a key rotation) is what makes it change.
      ORIGIN_VERIFY: props.originSecret.secretValue.unsafeUnwrap(),
      KEY_GENERATION: String(stage.keyGeneration),
    };

    // One CodeDeploy application and service role for all the routes' deployment groups: each route then costs
    // its own resources only (docs/deploy.md counts them), which keeps the stack under CloudFormation's 500.
    const deploymentRole = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: `CodeDeploy: shifts the route aliases' traffic (${stage.name})`,
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    Validations.of(deploymentRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "CodeDeploy's own role for Lambda deployments: the AWS managed policy limited to shifting alias " +
        'traffic and reading the alarms, the scope AWS documents for this service role.',
    });
    const deployment = { application: new LambdaApplication(this, 'Deployments'), role: deploymentRole };

    const httpRoutes: HttpRoute[] = [];
    for (const routeId of routeIds) {
      const route: RouteDefinition = routes[routeId];
      const fn = new RouteFunction(this, routeId, {
        routeId,
        entry: entries[routeId],
        stage,
        table: props.table,
        sessionSecret: props.sessionSecret,
        mail,
        environment,
        alarmTopic: props.alarmTopic,
        deployment,
      });
      this.functions.set(routeId, fn);
      const httpRoute = new HttpRoute(this, `${routeId}-route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}-integration`, fn.alias),
      });
      httpRoutes.push(httpRoute);
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.access === 'public'
            ? 'A public route of the route table: anyone may call it.'
            : `Authorized in the function (access "${String(route.access)}" in shared/routes.ts): the session is a ` +
              'signed cookie checked against the user item on every request, which an API Gateway authorizer ' +
              'could not revoke.',
      });
    }
    const { table, alarmTopic } = props;
    const invokers = (ids: RouteId[]) => ids.flatMap((routeId) => this.functions.get(routeId)?.function ?? []);
    const resetInvokers = invokers(['forgot-password', 'contact']);
    if (resetInvokers.length > 0) {
      new MailSender(this, 'ResetEmailSender', {
        kind: resetSender,
        stage,
        table,
        mail,
        environment,
        alarmTopic,
        invokers: resetInvokers,
      });
    }
    const applicationInvokers = invokers(['apply-to-job', 'update-application-status']);
    if (applicationInvokers.length > 0) {
      const sender = new MailSender(this, 'ApplicationEmailSender', {
        kind: applicationSender,
        stage,
        table,
        mail,
        environment,
        alarmTopic,
        invokers: applicationInvokers,
      });
      // The daily summary: companies that chose it get the last day's applications at 07:00 UTC.
      new Rule(this, 'DailyApplicationSummary', {
        description: 'Daily summary of new applications, for companies that chose it',
        schedule: Schedule.cron({ minute: '0', hour: '7' }),
        targets: [
          new LambdaFunctionTarget(sender.function, {
            event: RuleTargetInput.fromObject({ kind: 'daily-summary' }),
            retryAttempts: SENDER_RETRY_ATTEMPTS,
            deadLetterQueue: sender.deadLetterQueue,
          }),
        ],
      });
    }
    const indexer = new SearchIndexer(this, 'SearchIndexer', {
      stage,
      table: props.table,
      environment,
      alarmTopic: props.alarmTopic,
    });
    const { accessLogs } = apiStage(this, 'DefaultStage', props.httpApi, stage, httpRoutes);
    lambdaThrottlesAlarm(this, props.alarmTopic);
    new OpsDashboard(this, 'Ops', {
      stage,
      httpApi: props.httpApi,
      accessLogs,
      functions: [...[...this.functions.values()].map((fn) => fn.function), indexer.function],
      alarmTopic: props.alarmTopic,
      ...(props.mailMetrics ? { mail: props.mailMetrics } : {}),
    });
  }
}
