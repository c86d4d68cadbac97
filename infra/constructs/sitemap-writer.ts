/**
 * The sitemap writer (functions/workers/write-sitemap.ts): a Lambda a schedule runs every 15 minutes, which writes
 * sitemap.xml, its parts and robots.txt into the site's bucket. A run that fails every retry goes to its
 * dead-letter queue, which alarms; the next run writes everything afresh anyway.
 *
 * Rights, each on one resource: query the list of active jobs (the `POST#all` partition) and the directory index of
 * companies with open jobs, write the sitemap files and robots.txt, write its own log group, send to its queue.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { repoRoot } from '../bundling.js';
import { type ScheduledWorkerPlace, scheduledWorker } from './worker-parts.js';

export const sitemapWriterEntry = `${repoRoot}/functions/workers/write-sitemap.ts`;
export const SITEMAP_SCHEDULE = Duration.minutes(15);

export interface SitemapWriterProps extends ScheduledWorkerPlace {
  site: IBucket;
  /** https://<the site>: the sitemap's addresses are absolute. */
  siteUrl: string;
}

export class SitemapWriter extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: SitemapWriterProps) {
    super(scope, id);
    this.function = scheduledWorker(this, props, {
      role: 'Sitemap writer run by a schedule',
      grant: (role) => {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:Query'],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['POST#all'] } },
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:Query'],
            resources: [`${props.table.tableArn}/index/gsi3`],
          }),
        );
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['s3:PutObject'],
            resources: [props.site.arnForObjects('sitemap*.xml'), props.site.arnForObjects('robots.txt')],
          }),
        );
        const bucketId = Stack.of(this).getLogicalId(props.site.node.defaultChild as CfnBucket);
        Validations.of(role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/sitemap*.xml]`,
          reason: 'The sitemap is as many parts as the jobs need (sitemap-jobs-1.xml, -2, ...): only those names.',
        });
      },
      entry: sitemapWriterEntry,
      description: 'Writes the sitemap and robots.txt into the site (every 15 minutes)',
      timeout: Duration.minutes(2),
      environment: { SITE_BUCKET: props.site.bucketName, SITE_URL: props.siteUrl },
      every: SITEMAP_SCHEDULE,
      does: 'Rewrites the sitemap',
      deadLettersOf: 'sitemap',
      alarmDescription:
        'The sitemap could not be written (every retry failed): search engines see an old list of jobs. Check ' +
        'the sitemap writer logs ("Sitemap written" is the success line).',
    });
  }
}
