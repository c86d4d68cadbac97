/**
 * The retention worker (functions/workers/enforce-retention.ts; periods in functions/lib/retention.ts): a Lambda a
 * schedule runs daily, which removes application copies of jobs closed long enough and CV files nothing holds. A
 * run that fails every retry goes to its dead-letter queue, which alarms; the next run finishes what was left.
 *
 * Rights: query the sparse index gsi4 (the applications still holding their copies, keys.applicationWithCopies;
 * never a Scan), read jobs, users and applications and update applications (dynamodb:LeadingKeys), list the CV bucket under the saved-CV and
 * application-CV prefixes only and delete there; write its own log group, send to its queue.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import { repoRoot } from '../bundling.js';
import { type ScheduledWorkerPlace, scheduledWorker } from './worker-parts.js';

export const retentionWorkerEntry = `${repoRoot}/functions/workers/enforce-retention.ts`;
export const RETENTION_SCHEDULE = Duration.days(1);

export interface RetentionWorkerProps extends ScheduledWorkerPlace {
  cvBucket: IBucket;
}

export class RetentionWorker extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: RetentionWorkerProps) {
    super(scope, id);
    const { table, cvBucket } = props;
    this.function = scheduledWorker(this, props, {
      role: 'Retention worker run by a schedule',
      grant: (role) => {
        const prefixes = [CV_PREFIXES.saved, CV_PREFIXES.applications];
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:Query'],
            resources: [`${table.tableArn}/index/gsi4`],
            conditions: {
              'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [keys.applicationsWithCopies().gsi4pk] },
            },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:GetItem'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['JOB#*', 'USER#*', 'APPLICATION#*'] } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:UpdateItem'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APPLICATION#*'] } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [cvBucket.bucketArn],
            conditions: { StringEquals: { 's3:prefix': prefixes } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:DeleteObject'],
            resources: prefixes.map((prefix) => cvBucket.arnForObjects(`${prefix}*`)),
          }),
        );
        const bucketId = Stack.of(this).getLogicalId(cvBucket.node.defaultChild as CfnBucket);
        for (const prefix of prefixes) {
          Validations.of(role).acknowledge({
            id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
            reason: 'The files it may delete are every CV under this prefix: which ones is known only at run time.',
          });
        }
      },
      entry: retentionWorkerEntry,
      description: 'Removes personal data past its retention (daily)',
      timeout: Duration.minutes(15),
      environment: { CV_BUCKET: cvBucket.bucketName },
      every: RETENTION_SCHEDULE,
      does: 'Enforces the retention of CVs and application copies',
      deadLettersOf: 'retention',
      alarmDescription:
        'Personal data past its retention could not be removed (every retry failed): it stays until a run ' +
        'succeeds. Check the retention worker logs ("Retention enforced" is the success line).',
    });
  }
}
