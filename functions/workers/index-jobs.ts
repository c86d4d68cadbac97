/**
 * The search indexer: a DynamoDB Streams handler (an event source mapping deployed; functions/local/stream-poller.ts
 * locally) that keeps the posting lists in step with the job items. For each change of a job item it compares the
 * old and new images and writes only the difference: entries for new or changed terms, deletions for terms the
 * job lost, every entry gone when the job is deactivated or deleted (search/index-writer.ts).
 *
 * Records of one job arrive in order and are applied in order; different jobs are indexed side by side (a few at a
 * time). On a failure the handler reports the first failed record and every later one (ReportBatchItemFailures), so
 * the event source mapping retries from there; the writes are idempotent, so re-applying a later record is harmless.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { JobRecord } from '../lib/db/jobs/jobs-model.js';
import { readJobItem } from '../lib/db/records/job.js';
import { logger } from '../lib/logger.js';
import { indexJobChange } from '../lib/search/index-writer.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

/** The job in an image, or undefined when the image is missing or not a job item. */
function jobOf(image: Image | undefined): JobRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Parameters<typeof unmarshall>[0]);
  return item.type === 'job' ? readJobItem(item) : undefined;
}

export async function indexRecord(record: DynamoDBRecord): Promise<void> {
  const before = jobOf(record.dynamodb?.OldImage);
  const after = jobOf(record.dynamodb?.NewImage);
  if (!before && !after) return;
  await indexJobChange(before, after);
}

/** Jobs indexed side by side within one batch. */
const PARALLEL_JOBS = 4;

/** The positions of the records, grouped by item key, each group in stream order. */
function groupsByItem(records: DynamoDBRecord[]): number[][] {
  const groups = new Map<string, number[]>();
  records.forEach((record, index) => {
    const key = JSON.stringify(record.dynamodb?.Keys ?? index);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()];
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records ?? [];
  const pending = groupsByItem(records);
  let firstFailed = records.length;
  const worker = async () => {
    for (let group = pending.shift(); group; group = pending.shift()) {
      for (const index of group) {
        const record = records[index] as DynamoDBRecord;
        try {
          await indexRecord(record);
        } catch (error) {
          logger.error('Search index not updated for a job change', {
            eventId: record.eventID,
            sequenceNumber: record.dynamodb?.SequenceNumber,
            error: error as Error,
          });
          firstFailed = Math.min(firstFailed, index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_JOBS }, worker));
  return {
    batchItemFailures: records
      .slice(firstFailed)
      .map((failed) => ({ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' })),
  };
}
