/**
 * The search indexer (functions/workers/index-jobs.ts): a Lambda fed by the table's DynamoDB stream through an
 * event source mapping, keeping the posting lists and the vocabulary in step with the job items.
 *
 * The mapping sends batches at once (no batching window: the index lags the write by about a second), reports
 * item failures (the handler names the first failed record, and the mapping retries from there), bisects a
 * failing batch, retries a bounded number of times, and sends what still fails (with the error) to an SQS
 * dead-letter queue, which alarms as soon as it holds a message. Nothing is dropped silently.
 *
 * Rights, each on one resource: read the stream, batch-read and batch-write only items whose partition key is a
 * posting list, a vocabulary word or the skills vocabulary (dynamodb:LeadingKeys), write its own log group, send to
 * its queue.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import type { Deployments } from './gradual-deployment.js';
import { workerCanary, workerDeadLetterQueue, workerFunctionBasics, workerLogsAndRole } from './worker-parts.js';

export const indexerEntry = `${repoRoot}/functions/workers/index-jobs.ts`;
/** Retries of a failing batch (each bisected) before its records go to the dead-letter queue. */
export const INDEXER_RETRY_ATTEMPTS = 5;
export const INDEXER_BATCH_SIZE = 100;

export interface SearchIndexerProps {
  stage: StageConfig;
  deployments: Deployments;
  table: ITable;
  environment: Record<string, string>;
  alarmTopic: ITopic;
}

export class SearchIndexer extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id);
    const { logGroup, role } = workerLogsAndRole(this, props.stage, 'Search indexer fed by the table stream');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:BatchWriteItem', 'dynamodb:BatchGetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['POST#*', 'VOCAB#*', 'SKILLS'] } },
      }),
    );

    this.deadLetterQueue = workerDeadLetterQueue(
      this,
      '(of the search indexer): it holds the stream positions of failed batches for an operator to replay after ' +
        'its alarm, not messages a function consumes.',
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...workerFunctionBasics,
      description: 'Keeps the search index in step with the jobs (DynamoDB stream of the table)',
      entry: indexerEntry,
      memorySize: 1024,
      timeout: Duration.seconds(60),
      role,
      logGroup,
      environment: props.environment,
      // Its own share (concurrency.ts): a burst of job edits cannot starve the routes, nor they the index.
      ...(props.stage.reservedConcurrency
        ? { reservedConcurrentExecutions: props.stage.reservedConcurrency.indexer }
        : {}),
    });
    acknowledgeFunctionBasics(this.function, role);
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'A stream-fed function: failed batches go to the event source mapping’s on-failure destination (an SQS ' +
        'queue with an alarm); a function DeadLetterConfig applies only to asynchronous invocations.',
    });

    const deadLettersAlarm = notifyingAlarm(this, 'DeadLettersAlarm', props.alarmTopic, {
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Max' }),
      threshold: 1,
      description:
        'Search index writes failed every retry and are in the dead-letter queue: jobs may be missing from or ' +
        'stale in search. Check the indexer logs ("Search index not updated"), then replay the records.',
    });
    // The stream feeds the live alias: a new version indexes a tenth of the batches during its canary.
    const live = workerCanary(this, this.function, {
      stage: props.stage,
      deployments: props.deployments,
      alarmTopic: props.alarmTopic,
      alarms: [deadLettersAlarm],
      failing: 'Search indexer: a batch of job changes was not indexed yet (search is stale until a retry works).',
    });
    live.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: INDEXER_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: INDEXER_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
  }
}
