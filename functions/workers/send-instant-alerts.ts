/**
 * Instant job alerts: a second consumer of the table's DynamoDB stream (an event source mapping deployed,
 * infra/constructs/alert-mailers.ts; functions/local/stream-poller.ts locally), beside the search indexer.
 *
 * Why its own consumer and not the indexer's path: the indexer may only write posting lists (its grant), mail must
 * not hold the search index back when SES is slow or failing, and the stream delivers each job's insert to both.
 * Why from the stream rather than the index: a new job is matched against each instant alert in memory from the
 * job's own image (search/alert-matches.ts, jobMatches), with the same rules as the search. Per batch it reads the
 * list of instant alerts, and per alert with a category filter that category's id; nothing per job.
 *
 * A batch's new jobs (inserted visible to the public, or made visible again: switched on by their company, or
 * restored by moderation; job-visibility.ts) go to every instant alert they match,
 * one email per alert listing them. Each alert's `since` moves past the jobs it got, so a retried batch mails
 * nobody twice; a failure is thrown after the others are sent, and the mapping retries the batch, then sends it to
 * the dead-letter queue.
 *
 * The same new jobs then go to the seekers who asked for new matches instantly (matching/send-matches.ts); their
 * `matchesSince` moves on the same way.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deliverAlert } from '../lib/alerts/send-alert.js';
import { type AlertRecord, dueAlerts } from '../lib/db/alerts/alerts.js';
import { isListed } from '../lib/db/jobs/job-visibility.js';
import { type JobRecord, toJob } from '../lib/db/jobs/jobs-model.js';
import { byTime } from '../lib/db/kit/keys.js';
import { readJobItem } from '../lib/db/records/job.js';
import { jobCard } from '../lib/db/seekers/saved-jobs.js';
import { logger } from '../lib/logger.js';
import { sendInstantMatches } from '../lib/matching/send-matches.js';
import { alertPlan, jobMatches, matchableJob } from '../lib/search/alert-matches.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

function jobOf(image: Image | undefined): JobRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Parameters<typeof unmarshall>[0]);
  return item.type === 'job' ? readJobItem(item) : undefined;
}

/** The jobs that became visible to the public in these records: inserted visible, or made visible again. */
function newlyOpenJobs(records: DynamoDBRecord[]): JobRecord[] {
  return records.flatMap((record) => {
    const before = jobOf(record.dynamodb?.OldImage);
    const after = jobOf(record.dynamodb?.NewImage);
    return after && isListed(after) && !(before && isListed(before)) ? [after] : [];
  });
}

const positionOf = (job: JobRecord) => byTime(job.createdAt, job.id);

export interface InstantRun {
  alerts: number;
  emails: number;
  itemsRead: number;
  failed: number;
}

async function sendInstantAlerts(jobs: JobRecord[]): Promise<InstantRun> {
  const run: InstantRun = { alerts: 0, emails: 0, itemsRead: 0, failed: 0 };
  if (jobs.length === 0) return run;
  const newestFirst = [...jobs].sort((a, b) => positionOf(b).localeCompare(positionOf(a))).map(matchableJob);
  const one = async (alert: AlertRecord) => {
    const plan = await alertPlan(alert.filters);
    const matching = newestFirst
      .filter((matchable) => positionOf(matchable.job) > alert.since && jobMatches(plan, matchable))
      .map((matchable) => matchable.job);
    if (matching.length === 0) return;
    const next = positionOf(matching[0] as JobRecord);
    const jobsListed = matching.map((job) => jobCard(toJob(job)));
    const addressReads = await deliverAlert(alert, { jobs: jobsListed, more: 0, next });
    run.itemsRead += addressReads;
    run.emails += 1;
  };
  for await (const page of dueAlerts('instant')) {
    run.alerts += page.length;
    run.itemsRead += page.length;
    for (const alert of page) {
      try {
        await one(alert);
      } catch (error) {
        run.failed += 1;
        logger.error('Instant job alert not sent', { alertId: alert.id, error: error as Error });
      }
    }
  }
  return run;
}

export async function handler(event: DynamoDBStreamEvent): Promise<InstantRun> {
  const jobs = newlyOpenJobs(event.Records ?? []);
  const run = await sendInstantAlerts(jobs);
  const matches = await sendInstantMatches(jobs);
  if (run.failed > 0) throw new Error(`${run.failed} instant job alert emails not sent`);
  if (matches.failed > 0) throw new Error(`${matches.failed} instant match emails not sent`);
  if (run.emails > 0) logger.info('Instant job alerts sent', { ...run });
  if (matches.emails + matches.skipped > 0) logger.info('Instant match emails sent', { ...matches });
  return run;
}
