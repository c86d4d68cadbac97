/**
 * The Lambda of one route of shared/routes.ts, with exactly the rights its entry declares:
 * - `data`: 'read' gets GetItem/Query (and UpdateItem when it reads a session, to renew it), 'write' adds the
 *   writes (only UpdateItem for a `counterOnly` route), 'none' nothing; `batch` adds BatchGetItem / BatchWriteItem;
 *   on the table and its indexes only (named, no wildcard). Transactions need no action of their own: IAM checks
 *   each item's action.
 * - `secret`: reads the session signing key through the Parameters and Secrets extension (no SDK client shipped).
 * - `files`: get, put or delete on exactly the bucket prefixes the route needs (file-grants.ts).
 * - `sizing`: its memory and timeout (config/function-sizing.ts).
 * The workers it may invoke (`invokes`) are granted by its route stack (stacks/route-stack.ts).
 * It writes only to its own log group. Two alarms watch it, and roll its gradual deployment back
 * (gradual-deployment.ts): its 5xx answers (the `ServerErrors` metric the handler chain counts per route, what users
 * see fail) and its Lambda errors (crashes and timeouts, which API Gateway answers 500 without the chain). Before
 * any traffic reaches a new version, the stage's pre-traffic check calls it once (pre-traffic-check.ts).
 * Throttles alarm once for the whole stage (lambda-throttles-alarm.ts), not per route.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  type Alias,
  Architecture,
  type IFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/db/kit/table-definition.js';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import { LOGO_PREFIX } from '../../functions/lib/files/logo-keys.js';
import { METRICS_NAMESPACE, SERVER_ERRORS_METRIC } from '../../functions/lib/middleware/observability.js';
import { type RouteDefinition, type RouteId, routeKey, routes } from '../../shared/routes.js';
import { functionBundling, repoRoot } from '../bundling.js';
import { reservationsFor } from '../config/concurrency.js';
import { sizingFor } from '../config/function-sizing.js';
import { routeClassOf } from '../config/route-classes.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { fileBucketName } from './bucket-names.js';
import { grantBucketPrefixes } from './file-grants.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import { type Deployments, gradualDeployment } from './gradual-deployment.js';
import { removalPolicyFor } from './removal.js';

export const readActions = ['dynamodb:GetItem', 'dynamodb:Query'];
export const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

/** The Parameters and Secrets extension every function that reads the signing secret runs with (secret.ts). */
export const secretsExtension = () =>
  ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
    logLevel: ParamsAndSecretsLogLevel.WARN,
    // A stuck read fails fast and is retried by the next request instead of eating the timeout.
    secretsManagerTimeout: Duration.seconds(3),
  });

export function tableActions(id: RouteId): string[] {
  const { data, access, batch = [], counterOnly }: RouteDefinition = routes[id];
  if (data === 'none') return [];
  const reads = [...readActions, ...(batch.includes('get') ? ['dynamodb:BatchGetItem'] : [])];
  // A route that reads a session slides its idle end forward now and then (functions/lib/db/accounts/sessions.ts).
  if (data === 'read') return access === 'public' ? reads : [...reads, 'dynamodb:UpdateItem'];
  if (counterOnly) return [...reads, 'dynamodb:UpdateItem'];
  return [...reads, ...writeActions, ...(batch.includes('write') ? ['dynamodb:BatchWriteItem'] : [])];
}

export interface RouteFunctionProps {
  routeId: RouteId;
  entry: string;
  stage: StageConfig;
  table: ITable;
  sessionSecret: ISecret;
  /** The CloudFront origin header's values, read at the first request and kept (origin-verify.ts). */
  originSecret: ISecret;
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
  alarmTopic: ITopic;
  /**
   * The CodeDeploy application and service role every deployment group shares: one each per stage, not one per
   * route (that would add two resources per route and push the stack over CloudFormation's 500).
   */
  deployments: Deployments;
  /** Calls each new version once before it gets traffic (pre-traffic-check.ts). */
  preTrafficHook: IFunction;
}

/** 5xx answers of one route in a minute that roll its deployment back and page: one is noise, two a pattern. */
export const SERVER_ERRORS_ALARM = 2;

/** The 5xx answers of one route, as the handler chain counts them (functions/lib/middleware/observability.ts). */
export function serverErrorsMetric(routeId: RouteId): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: SERVER_ERRORS_METRIC,
    dimensionsMap: { service: 'jobboard', route: routeId },
    statistic: 'Sum',
    period: Duration.minutes(1),
  });
}

export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  /** What API Gateway invokes: `live`, moved to each new version by CodeDeploy (canary in staging and prod). */
  readonly alias: Alias;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const route: RouteDefinition = routes[props.routeId];
    const sizing = sizingFor(props.routeId);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.stage.logRetention,
      removalPolicy: removalPolicyFor(props.stage),
    });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to this log group and nothing else.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${routeKey(props.routeId)} (${props.stage.name})`,
    });
    logGroup.grantWrite(role);

    const actions = tableActions(props.routeId);
    if (actions.length) {
      const indexArns = tableDefinition.globalSecondaryIndexes.map(
        (index) => `${props.table.tableArn}/index/${index.indexName}`,
      );
      role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [props.table.tableArn, ...indexArns] }));
    }
    const environment: Record<string, string> = { ...props.environment };
    const { cvs: cvGrant, logos: logoGrant } = route.files ?? {};
    if (cvGrant) {
      grantBucketPrefixes(role, cvGrant, { stage: props.stage, bucket: 'cvs', prefixes: CV_PREFIXES });
      environment.CV_BUCKET = fileBucketName(Stack.of(this), props.stage, 'cvs');
    }
    if (logoGrant) {
      grantBucketPrefixes(role, logoGrant, { stage: props.stage, bucket: 'logos', prefixes: { logos: LOGO_PREFIX } });
      environment.LOGO_BUCKET = fileBucketName(Stack.of(this), props.stage, 'logos');
    }
    if (route.secret) {
      props.sessionSecret.grantRead(role);
      environment.SESSION_SECRET_ID = props.sessionSecret.secretArn;
    }
    // Never the value itself: whoever may read a function's configuration would read the secret too.
    props.originSecret.grantRead(role);
    environment.ORIGIN_SECRET_ID = props.originSecret.secretArn;
    this.function = new NodejsFunction(this, 'Function', {
      description: routeKey(props.routeId),
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: sizing.memorySize,
      timeout: Duration.seconds(sizing.timeoutSeconds),
      role,
      logGroup,
      environment,
      ...(props.stage.reservedConcurrency
        ? {
            reservedConcurrentExecutions: reservationsFor(props.stage.reservedConcurrency).perClass[
              routeClassOf(props.routeId)
            ],
          }
        : {}),
      // X-Ray: the Powertools tracer in the handler chain adds to the segment Lambda opens.
      tracing: Tracing.ACTIVE,
      bundling: functionBundling,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      // Every route reads the origin secret through it; the signing-key routes the signing keys too.
      paramsAndSecrets: secretsExtension(),
    });
    acknowledgeFunctionBasics(this.function, role);
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'API Gateway invokes a route function synchronously: a failure is the answer (a 5xx the client sees) ' +
        'and fires the errors alarm. A dead-letter queue only receives failed asynchronous events: it would ' +
        'stay empty.',
    });

    const errorsAlarm = notifyingAlarm(this, 'ErrorsAlarm', props.alarmTopic, {
      metric: this.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      threshold: 1,
      description: `${routeKey(props.routeId)}: the function crashed or timed out (API Gateway answered 500).`,
    });
    // One-minute periods, so the alarm can fire within the five minutes of a canary.
    const serverErrorsAlarm = notifyingAlarm(this, 'ServerErrorsAlarm', props.alarmTopic, {
      metric: serverErrorsMetric(props.routeId),
      threshold: SERVER_ERRORS_ALARM,
      description:
        `${routeKey(props.routeId)}: ${SERVER_ERRORS_ALARM} or more 5xx answers in a minute (what users see fail). ` +
        'During a deployment this rolls the new version back; otherwise read the route’s logs ("Request failed").',
    });
    this.alias = gradualDeployment(this, this.function.currentVersion, {
      stage: props.stage,
      deployments: props.deployments,
      rollbackAlarms: [serverErrorsAlarm, errorsAlarm],
      preTrafficHook: props.preTrafficHook,
    });
  }
}
