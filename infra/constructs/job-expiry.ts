/**
 * The job expiry worker (functions/workers/expire-jobs.ts): a Lambda a schedule runs every hour, which makes the
 * jobs past their closing date inactive, so the stream indexer takes them out of search and lists. A run that fails
 * every retry goes to its dead-letter queue, which alarms; the next run picks up whatever was left.
 *
 * Rights, each limited by partition key (dynamodb:LeadingKeys): query the list of active jobs (`POST#all`, whose
 * entries carry the closing date); read and write job items, company items (their open-job count and directory
 * keys move with the job) and the category counts (`CATEGORIES`), as one job edit does; write its own log group;
 * send to its queue.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { repoRoot } from '../bundling.js';
import { type ScheduledWorkerPlace, scheduledWorker } from './worker-parts.js';

export const jobExpiryEntry = `${repoRoot}/functions/workers/expire-jobs.ts`;
/** Closing dates are days: an hourly run takes a job out within the first hour after its closing day. */
export const EXPIRY_SCHEDULE = Duration.hours(1);

/** The items one job edit reads and writes: the job, its company, the category counts. */
const JOB_EDIT_KEYS = ['JOB#*', 'COMPANY#*', 'CATEGORIES'];

export type JobExpiryProps = ScheduledWorkerPlace;

export class JobExpiry extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: JobExpiryProps) {
    super(scope, id);
    const { table } = props;
    this.function = scheduledWorker(this, props, {
      role: 'Job expiry run by a schedule',
      grant: (role) => {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:Query'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['POST#all', 'CATEGORIES'] } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': JOB_EDIT_KEYS } },
          }),
        );
      },
      entry: jobExpiryEntry,
      description: 'Expires the jobs past their closing date (every hour)',
      timeout: Duration.minutes(5),
      every: EXPIRY_SCHEDULE,
      does: 'Expires jobs past their closing date',
      deadLettersOf: 'expiry',
      alarmDescription:
        'Jobs past their closing date could not be expired (every retry failed): they stay in search until a ' +
        'run succeeds. Check the job expiry logs ("Jobs expired" is the success line).',
    });
  }
}
