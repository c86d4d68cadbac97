/**
 * The search indexer: a DynamoDB Streams handler (an event source mapping deployed; scripts/local/stream-poller.ts
 * locally) that keeps the posting lists in step with the job items. For each change of a job item it compares the
 * old and new images and writes only the difference: entries for new or changed terms, deletions for terms the
 * job lost, every entry gone when the job is deactivated or deleted (search/index-writer.ts).
 *
 * Records of one job arrive in order. On a failure the handler stops and reports that record and every later one
 * as failed (ReportBatchItemFailures), so the event source mapping retries from there; the writes are idempotent.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { JobRecord } from '../lib/db/jobs-model.js';
import { logger } from '../lib/logger.js';
import { indexJobChange } from '../lib/search/index-writer.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

/** The job in an image, or undefined when the image is missing or not a job item. */
function jobOf(image: Image | undefined): JobRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Parameters<typeof unmarshall>[0]);
  return item.type === 'job' ? (item as JobRecord) : undefined;
}

export async function indexRecord(record: DynamoDBRecord): Promise<void> {
  const before = jobOf(record.dynamodb?.OldImage);
  const after = jobOf(record.dynamodb?.NewImage);
  if (!before && !after) return;
  await indexJobChange(before, after);
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records ?? [];
  for (const [index, record] of records.entries()) {
    try {
      await indexRecord(record);
    } catch (error) {
      logger.error('Search index not updated for a job change', {
        eventId: record.eventID,
        sequenceNumber: record.dynamodb?.SequenceNumber,
        error: error as Error,
      });
      return {
        batchItemFailures: records
          .slice(index)
          .map((failed) => ({ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' })),
      };
    }
  }
  return { batchItemFailures: [] };
}
