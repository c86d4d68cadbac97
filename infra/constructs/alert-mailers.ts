/**
 * The job alert mailers, two Lambdas that are not API routes:
 * - the digest (functions/workers/send-alert-digests.ts), run by two EventBridge rules: daily at 07:00 UTC with
 *   `{"frequency":"daily"}` and Mondays at 07:00 UTC with `{"frequency":"weekly"}`. A run that fails every retry
 *   goes to its dead-letter queue;
 * - the instant alerts (functions/workers/send-instant-alerts.ts), a second consumer of the table's DynamoDB stream
 *   (beside the search indexer), whose failed batches go to its dead-letter queue through the mapping.
 * Each queue alarms as soon as it holds a message. Both also send new matches to the seekers who asked for them
 * (functions/lib/matching/send-matches.ts): the weekly run and the stream's new jobs, through the same mail path.
 *
 * Rights, each on what the code touches (dynamodb:LeadingKeys names the partitions): Query the due lists (gsi2) and
 * the categories; the digest also the posting lists and a BatchGet of job items; GetItem the owner's user item and
 * the suppression list; UpdateItem the alert items (`since`, last sent) and the seekers' matching items
 * (`matchesSince`, in the users' partitions); read the signing secret (the unsubscribe
 * link is signed); send from the stage's SES identity; write its own log group; send to its queue.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type Alias, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import type { Deployments } from './gradual-deployment.js';
import { grantSending, type SendingMail } from './mail.js';
import { secretsExtension } from './route-function.js';
import { suppressedKeyPattern } from './suppression-worker.js';
import { workerCanary, workerDeadLetterQueue, workerFunctionBasics, workerLogsAndRole } from './worker-parts.js';

export const digestEntry = `${repoRoot}/functions/workers/send-alert-digests.ts`;
export const instantEntry = `${repoRoot}/functions/workers/send-instant-alerts.ts`;
export const DIGEST_RETRY_ATTEMPTS = 2;
export const INSTANT_RETRY_ATTEMPTS = 3;

/** The partitions the mailers touch, from the key formats themselves. */
const partitions = {
  alerts: `${keys.alerts('').pk}*`,
  users: `${keys.user(0).pk.replace(/0$/, '')}*`,
  jobs: `${keys.job(0).pk.replace(/0$/, '')}*`,
  postings: `${keys.posting('').pk}*`,
  categories: keys.categories().pk,
};

export interface AlertMailersProps {
  stage: StageConfig;
  deployments: Deployments;
  table: ITable;
  sessionSecret: ISecret;
  mail: SendingMail;
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
  alarmTopic: ITopic;
}

/** One statement per action on the table, limited to the partitions given. */
function allowOn(role: IRole, table: ITable, action: string, leadingKeys: string[]): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [`dynamodb:${action}`],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys } },
    }),
  );
}

export class AlertMailers extends Construct {
  readonly digest: NodejsFunction;
  readonly instant: NodejsFunction;

  constructor(scope: Construct, id: string, props: AlertMailersProps) {
    super(scope, id);
    const digest = this.mailer('Digest', props, {
      description: 'Job alert digests: new matching jobs since the last email (daily and weekly schedules)',
      entry: digestEntry,
      queries: [partitions.postings, partitions.categories],
      timeout: Duration.minutes(15),
    });
    this.digest = digest.function;
    allowOn(digest.function.role as IRole, props.table, 'BatchGetItem', [partitions.jobs]);
    for (const [name, hour, frequency, weekDay] of [
      ['Daily', '7', 'daily', undefined],
      ['Weekly', '7', 'weekly', 'MON'],
    ] as const) {
      new Rule(this, `${name}Schedule`, {
        description: `Job alert digest, ${frequency} (${Stack.of(this).stackName})`,
        schedule: Schedule.cron({ minute: '0', hour, ...(weekDay ? { weekDay } : {}) }),
        targets: [
          new LambdaFunctionTarget(digest.live, {
            event: RuleTargetInput.fromObject({ frequency }),
            retryAttempts: DIGEST_RETRY_ATTEMPTS,
            deadLetterQueue: digest.queue,
          }),
        ],
      });
    }

    const instant = this.mailer('Instant', props, {
      description: 'Instant job alerts: each new job to the alerts it matches (DynamoDB stream of the table)',
      entry: instantEntry,
      queries: [partitions.categories],
      timeout: Duration.minutes(2),
    });
    this.instant = instant.function;
    Validations.of(instant.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'A stream-fed function: failed batches go to the event source mapping’s on-failure destination (an SQS ' +
        'queue with an alarm); a function DeadLetterConfig applies only to asynchronous invocations.',
    });
    instant.live.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        // New jobs of a few seconds share one email per alert, and one read of the instant alerts.
        maxBatchingWindow: Duration.seconds(10),
        bisectBatchOnError: true,
        retryAttempts: INSTANT_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(instant.queue),
      }),
    );
  }

  private mailer(
    id: 'Digest' | 'Instant',
    props: AlertMailersProps,
    kind: { description: string; entry: string; queries: string[]; timeout: Duration },
  ): { function: NodejsFunction; live: Alias; queue: Queue } {
    const scope = new Construct(this, id);
    const { logGroup, role } = workerLogsAndRole(scope, props.stage, `Job alert mailer (${id.toLowerCase()})`);
    allowOn(role, props.table, 'Query', kind.queries);
    allowOn(role, props.table, 'GetItem', [partitions.users, suppressedKeyPattern]);
    allowOn(role, props.table, 'UpdateItem', [partitions.alerts, partitions.users]);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/gsi2`] }),
    );
    props.sessionSecret.grantRead(role);
    grantSending(role, props.mail);
    const queue = workerDeadLetterQueue(
      scope,
      `(of the ${id.toLowerCase()} job alert mailer): it holds the runs or stream batches that failed every ` +
        'retry, for an operator to read after its alarm, not messages a function consumes.',
      { ofFunction: id === 'Digest' },
    );
    const fn = new NodejsFunction(scope, 'Function', {
      ...workerFunctionBasics,
      description: kind.description,
      entry: kind.entry,
      memorySize: 512,
      timeout: kind.timeout,
      role,
      logGroup,
      environment: {
        ...props.environment,
        MAIL_FROM: props.mail.from,
        SESSION_SECRET_ID: props.sessionSecret.secretArn,
      },
      paramsAndSecrets: secretsExtension(),
      ...(id === 'Digest' ? { deadLetterQueue: queue } : {}),
    });
    acknowledgeFunctionBasics(fn, role);
    const deadLettersAlarm = notifyingAlarm(scope, 'DeadLettersAlarm', props.alarmTopic, {
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Max' }),
      threshold: 1,
      description:
        `Job alert emails (${id.toLowerCase()}) failed every retry and are in the dead-letter queue: some ` +
        'seekers missed new jobs. Check the mailer logs ("Job alert not sent"), then run it again.',
    });
    const live = workerCanary(scope, fn, {
      stage: props.stage,
      deployments: props.deployments,
      alarmTopic: props.alarmTopic,
      alarms: [deadLettersAlarm],
      failing: `Job alert mailer (${id.toLowerCase()}): a run failed (it is retried); alert emails are late.`,
    });
    return { function: fn, live, queue };
  }
}
