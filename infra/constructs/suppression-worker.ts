/**
 * The suppression worker (functions/workers/suppress-mail-addresses.ts), subscribed to the topic the configuration
 * set publishes bounces and complaints to: it puts hard-bounced and complaining addresses on the app's suppression
 * list, which every mail send checks first.
 *
 * Nothing is dropped silently: SNS retries a delivery it could not make and then moves the message to the worker's
 * dead-letter queue (the subscription's redrive policy); Lambda retries a failed run twice and then sends the event
 * to the same queue (on-failure destination). The queue alarms as soon as it holds a message.
 *
 * Rights, each on one resource: PutItem on the table, only for items whose partition key is a suppressed address
 * (dynamodb:LeadingKeys); write its own log group; send to its queue.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { repoRoot } from '../bundling.js';
import { asyncWorker, type WorkerPlace, workerEnvironment } from './worker-parts.js';

export const suppressionWorkerEntry = `${repoRoot}/functions/workers/suppress-mail-addresses.ts`;
/** `SUPPRESSED#*`: the partition keys of the suppression list, taken from the key format itself. */
export const suppressedKeyPattern = `${keys.suppressedEmail('').pk}*`;

export interface SuppressionWorkerProps extends WorkerPlace {
  table: ITable;
  /** The configuration set's bounces-and-complaints topic. */
  events: ITopic;
}

export class SuppressionWorker extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: SuppressionWorkerProps) {
    super(scope, id);
    // SNS invokes the live alias, whose own asynchronous settings (two retries, then the queue) apply.
    const { live, deadLetterQueue, ...worker } = asyncWorker(this, props, {
      role: 'Mail suppression list writer (SES events)',
      grant: (role) => {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:PutItem'],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [suppressedKeyPattern] } },
          }),
        );
      },
      function: {
        description: 'Adds hard-bounced and complaining addresses to the mail suppression list (SES events via SNS)',
        entry: suppressionWorkerEntry,
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment: workerEnvironment(props.table.tableName, props.stage),
      },
      deadLetters:
        '(of the mail suppression worker): bounce and complaint events it could not record, for an operator to ' +
        'read after its alarm and add by hand, not messages a function consumes.',
      deadLettersAlarm:
        'Mail bounces or complaints were not recorded and are in the dead-letter queue: the app may keep mailing ' +
        'those addresses. Check the worker logs, then add the addresses (docs/deploy.md, "Mail suppression").',
      failing: 'Mail suppression worker: a run failed (it is retried); a bounce or complaint is not recorded yet.',
    });
    this.function = worker.function;
    // By the alias's ARN written out: a Ref to the alias is right, but the template linter expects a function there.
    const liveByArn = LambdaFunction.fromFunctionAttributes(this, 'LiveByArn', {
      functionArn: `${this.function.functionArn}:${live.aliasName}`,
      sameEnvironment: true,
    });
    const subscription = props.events.addSubscription(new LambdaSubscription(liveByArn, { deadLetterQueue }));
    subscription.node.addDependency(live);
  }
}
