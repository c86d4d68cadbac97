/**
 * What every function that is not an API route (the mail senders, the CV reader, the search indexer, the suppression
 * worker, the sitemap writer, the job page renderer, the job expiry worker, the job alert mailers) is built from: the
 * same function basics, its own log group and role (so each grant names one function), and its dead-letter queue,
 * which operators read after its alarm (so the nag rules for a consumed queue do not apply). Two builders put the
 * parts together: asyncWorker (invoked by others) and scheduledWorker (run by a schedule).
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  type Alias,
  Architecture,
  type IFunction,
  type Function as LambdaFunction,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { functionBundling, repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import { type Deployments, type GradualDeploymentProps, gradualDeployment } from './gradual-deployment.js';
import { removalPolicyFor } from './removal.js';

/** What every worker's NodejsFunction shares: Node.js 22 on arm64, traced, bundled as the routes are. */
export const workerFunctionBasics = {
  handler: 'handler',
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  tracing: Tracing.ACTIVE,
  bundling: functionBundling,
  projectRoot: repoRoot,
  depsLockFilePath: `${repoRoot}/package-lock.json`,
} satisfies NodejsFunctionProps;

/** The environment every worker reads: its table, its stage, source-mapped stacks and the logger's service name. */
export function workerEnvironment(tableName: string, stage: StageConfig): Record<string, string> {
  return {
    TABLE_NAME: tableName,
    STAGE: stage.name,
    NODE_OPTIONS: '--enable-source-maps',
    POWERTOOLS_SERVICE_NAME: 'jobboard',
  };
}

/** The log group `Logs` and the role `Role` (allowed to write that group) of a worker in `scope`. */
export function workerLogsAndRole(scope: Construct, stage: StageConfig, description: string) {
  const logGroup = new LogGroup(scope, 'Logs', {
    retention: stage.logRetention,
    removalPolicy: removalPolicyFor(stage),
  });
  const role = new Role(scope, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `${description} (${stage.name})`,
  });
  logGroup.grantWrite(role);
  return { logGroup, role };
}

/**
 * The worker's dead-letter queue `DeadLetters`; `why` tells what its messages are, for the nag acknowledgement.
 * `ofFunction`: the queue will be the function's own DeadLetterConfig, which cdk-nag's SQS3 already recognises.
 */
export function workerDeadLetterQueue(scope: Construct, why: string, { ofFunction = false } = {}): Queue {
  const queue = new Queue(scope, 'DeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const findings = ofFunction ? ['Serverless-SQSRedrivePolicy'] : ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy'];
  for (const id of findings) {
    Validations.of(queue).acknowledge({ id, reason: `This queue IS the dead-letter queue ${why}` });
  }
  return queue;
}

/** For a worker invoked asynchronously whose failed events go to its queue through the on-failure destination. */
export function acknowledgeOnFailureDestination(fn: IFunction): void {
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason:
      'Failed events already go to the dead-letter queue, through the on-failure destination (onFailure), ' +
      'which also records the error; the older DeadLetterConfig would be a second, poorer copy.',
  });
}

export interface WorkerCanaryProps {
  stage: StageConfig;
  deployments: Deployments;
  alarmTopic: ITopic;
  /** The worker's other user-facing alarm (its dead letters): it rolls a deployment back too. */
  alarms: IAlarm[];
  /** What a failed run means for users, for the errors alarm's description. */
  failing: string;
  asyncInvoke?: GradualDeploymentProps['asyncInvoke'];
}

/**
 * A worker's `live` alias and gradual deployment (gradual-deployment.ts), rolled back on its errors (one-minute
 * periods, so the alarm can fire within a canary: a failed run is an event some user's mail, search or page waits
 * for) and on its other alarms. Whatever runs the worker must invoke the returned alias.
 */
export function workerCanary(scope: Construct, fn: NodejsFunction, props: WorkerCanaryProps): Alias {
  const errorsAlarm = notifyingAlarm(scope, 'ErrorsAlarm', props.alarmTopic, {
    metric: fn.metricErrors({ period: Duration.minutes(1), statistic: 'Sum' }),
    threshold: 1,
    description: `${props.failing} During a deployment, this alarm rolls the new version back.`,
  });
  return gradualDeployment(scope, fn.currentVersion, {
    stage: props.stage,
    deployments: props.deployments,
    rollbackAlarms: [...props.alarms, errorsAlarm],
    ...(props.asyncInvoke ? { asyncInvoke: props.asyncInvoke } : {}),
  });
}

/** Lambda's asynchronous retries of a failed event (its default, written down so a reader sees it). */
export const ASYNC_RETRY_ATTEMPTS = 2;

/** Where a worker is deployed and who hears of its alarms: what every worker construct's props carry. */
export interface WorkerPlace {
  stage: StageConfig;
  deployments: Deployments;
  alarmTopic: ITopic;
}

export interface AsyncWorkerProps {
  /** Its role's description (workerLogsAndRole). */
  role: string;
  /** Adds its own rights to its role (which may already write its log group). */
  grant: (role: Role) => void;
  /** What sets the function apart: its description, entry, memory, timeout, environment, reserved concurrency. */
  function: Pick<
    NodejsFunctionProps,
    'description' | 'entry' | 'memorySize' | 'timeout' | 'environment' | 'reservedConcurrentExecutions'
  >;
  /** Whose queue it is and what its messages are, for the nag acknowledgement. */
  deadLetters: string;
  /** What an event in the queue means and where to look, for the alarm. */
  deadLettersAlarm: string;
  /** What a failed run means for users, for the errors alarm (workerCanary). */
  failing: string;
  /** How long an event may wait before it goes to the queue unrun (Lambda's default: six hours). */
  maxEventAge?: Duration;
}

export interface AsyncWorker {
  function: NodejsFunction;
  /** What its invokers call (workerCanary). */
  live: Alias;
  deadLetterQueue: Queue;
}

/**
 * A worker others invoke asynchronously (routes, SNS): its log group and role (workerLogsAndRole) with its own
 * rights, its dead-letter queue `DeadLetters`, its function
 * `Function`, the alarm `DeadLettersAlarm` as soon as that queue holds an event, and its `live` alias (workerCanary),
 * whose asynchronous settings retry a failed event twice and then send it to the queue (the on-failure
 * destination, which also records the error).
 */
export function asyncWorker(scope: Construct, place: WorkerPlace, props: AsyncWorkerProps): AsyncWorker {
  const { logGroup, role } = workerLogsAndRole(scope, place.stage, props.role);
  props.grant(role);
  const deadLetterQueue = workerDeadLetterQueue(scope, props.deadLetters);
  const fn = new NodejsFunction(scope, 'Function', {
    ...workerFunctionBasics,
    ...props.function,
    role,
    logGroup,
  });
  acknowledgeFunctionBasics(fn, role);
  acknowledgeOnFailureDestination(fn);
  const deadLettersAlarm = notifyingAlarm(scope, 'DeadLettersAlarm', place.alarmTopic, {
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Max' }),
    threshold: 1,
    description: props.deadLettersAlarm,
  });
  const live = workerCanary(scope, fn, {
    stage: place.stage,
    deployments: place.deployments,
    alarmTopic: place.alarmTopic,
    alarms: [deadLettersAlarm],
    failing: props.failing,
    asyncInvoke: {
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      ...(props.maxEventAge ? { maxEventAge: props.maxEventAge } : {}),
      onFailure: new SqsDestination(deadLetterQueue),
    },
  });
  return { function: fn, live, deadLetterQueue };
}

/**
 * Lets a function hand events to an asynchronous worker: lambda:InvokeFunction on its `live` alias only
 * (grantInvoke would add the function and every version too), and the alias's qualified name in the invoker's
 * environment variable `variable`.
 */
export function acceptEventsFrom(worker: AsyncWorker, variable: string, invoker: LambdaFunction): void {
  invoker.addToRolePolicy(
    new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worker.live.functionArn] }),
  );
  invoker.addEnvironment(variable, `${worker.function.functionName}:${worker.live.aliasName}`);
}

/** Where a scheduled worker runs: its place, and the table whose name it reads (workerEnvironment). */
export interface ScheduledWorkerPlace extends WorkerPlace {
  table: ITable;
}

export interface ScheduledWorkerProps {
  /** Its role's description (workerLogsAndRole). */
  role: string;
  /** Adds its own rights to its role (which may already write its log group). */
  grant: (role: Role) => void;
  entry: string;
  /** The function's description, with its pace. */
  description: string;
  timeout: Duration;
  /** What the worker reads beyond workerEnvironment. */
  environment?: Record<string, string>;
  every: Duration;
  /** What each run does, for the rule's description. */
  does: string;
  /** Which schedule's failed runs the dead-letter queue holds, for its nag acknowledgement. */
  deadLettersOf: string;
  /** What a message in the queue means and where to look, for the alarm. */
  alarmDescription: string;
}

/**
 * A worker a schedule runs: its log group and role (workerLogsAndRole) with its own rights, its function
 * `Function`, the rule `Schedule` running its `live` alias every `every` (two retries, then its dead-letter queue
 * `DeadLetters`, which also takes the function's own failed runs), the alarm `DeadLettersAlarm` as soon as that
 * queue holds a run, and its gradual deployment (workerCanary). The next run picks up whatever a failed one left.
 */
export function scheduledWorker(
  scope: Construct,
  place: ScheduledWorkerPlace,
  props: ScheduledWorkerProps,
): NodejsFunction {
  const { stage } = place;
  const { every } = props;
  const { logGroup, role } = workerLogsAndRole(scope, stage, props.role);
  props.grant(role);
  const deadLetterQueue = workerDeadLetterQueue(
    scope,
    `(of the ${props.deadLettersOf} schedule): it holds the runs that failed every retry, for an operator to read ` +
      'after its alarm, not messages a function consumes.',
    { ofFunction: true },
  );
  const fn = new NodejsFunction(scope, 'Function', {
    ...workerFunctionBasics,
    description: props.description,
    entry: props.entry,
    memorySize: 512,
    timeout: props.timeout,
    role,
    logGroup,
    environment: { ...workerEnvironment(place.table.tableName, stage), ...props.environment },
    deadLetterQueue,
  });
  acknowledgeFunctionBasics(fn, role);
  const deadLettersAlarm = notifyingAlarm(scope, 'DeadLettersAlarm', place.alarmTopic, {
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Max' }),
    threshold: 1,
    description: props.alarmDescription,
  });
  const live = workerCanary(scope, fn, {
    stage,
    deployments: place.deployments,
    alarmTopic: place.alarmTopic,
    alarms: [deadLettersAlarm],
    failing: `${props.description}: a run failed (it is retried).`,
  });
  new Rule(scope, 'Schedule', {
    description: `${props.does} (${Stack.of(scope).stackName})`,
    schedule: Schedule.rate(every),
    targets: [new LambdaFunctionTarget(live, { retryAttempts: 2, deadLetterQueue })],
  });
  return fn;
}
