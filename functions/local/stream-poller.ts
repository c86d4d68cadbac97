/**
 * The local stand-in for the DynamoDB Streams event source mapping: it reads DynamoDB Local's stream of the table
 * and invokes the search indexer (functions/workers/index-jobs.ts, the handler deployed) with the event shape the
 * mapping sends. As deployed, a batch that reports item failures (or throws) is retried from the first failed
 * record, up to `maxAttempts`; then the batch is split down to the failing record, which is written to the
 * dead-letter file (`dataDir/search-index-dead-letters.jsonl`) and logged, and the stream goes on.
 * The position reached in each shard is kept in `dataDir/stream-checkpoints.json`, so a restart goes on from
 * there; without a data folder (tests) it starts at the oldest record.
 *
 * In the background it polls every `intervalMs` while records come, and slows down to `idleMs` between empty polls:
 * polling an idle stream ten times a second kept a sixth of a core busy (DynamoDB Local and this process). A
 * `wake()` polls at once, so the local stack wakes it after each write of its own (write-signal.ts) and a write is
 * indexed as soon as it is answered; writes from elsewhere wait `idleMs` at most.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from '../lib/db/kit/local-credentials.js';
import { localClient } from './dynamodb.js';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  /** Defaults to the search indexer. */
  handler?: StreamHandler;
  /**
   * Which consumer of the stream this is, for its files and log lines: each consumer keeps its own position, as
   * each event source mapping does deployed. Defaults to the search indexer.
   */
  consumer?: { name: string; files: string };
  /** Attempts of a batch before it is split and the failing record dead-lettered. */
  maxAttempts?: number;
  /** Records per invocation, as the mapping's batch size. */
  batchSize?: number;
  /** Where the checkpoints and the dead-letter file go; none keeps them in memory. */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface DeadLetteredRecord {
  record: DynamoDBRecord;
  error: string;
}

export interface StreamPoller {
  /** Reads and handles every record written so far; resolves with the number handled. */
  drain(): Promise<number>;
  /**
   * Keeps polling in the background until stop(): every `intervalMs` while records come, slowing down to
   * `idleMs` while the stream is idle (the same value for both gives a fixed pace).
   */
  start(intervalMs?: number, idleMs?: number): void;
  /** Polls now instead of waiting out the pause (the next one, if a poll is running). */
  wake(): void;
  stop(): Promise<void>;
  deadLetters: DeadLetteredRecord[];
}

export const DEAD_LETTER_FILE = 'search-index-dead-letters.jsonl';
/** The background pace while records come, and the longest pause between polls of an idle stream. */
export const POLL_MS = 100;
export const IDLE_POLL_MS = 1_000;
const CHECKPOINT_FILE = 'stream-checkpoints.json';

/** The record as Lambda's event source mapping delivers it (epoch seconds, the stream's ARN). */
function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...rest } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? 'us-east-1',
    dynamodb: {
      ...(rest as NonNullable<DynamoDBRecord['dynamodb']>),
      ...(ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
    },
    eventSourceARN: streamArn,
  };
}

async function defaultHandler(): Promise<StreamHandler> {
  return (await import('../workers/index-jobs.js')).handler;
}

export function createStreamPoller(options: StreamPollerOptions): StreamPoller {
  const maxAttempts = options.maxAttempts ?? 3;
  const batchSize = options.batchSize ?? 100;
  const log = options.log ?? (() => undefined);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'us-east-1',
    credentials: localCredentials(),
  });
  const consumer = options.consumer ?? { name: 'Search indexer', files: '' };
  const checkpointName = consumer.files ? `${consumer.files}-${CHECKPOINT_FILE}` : CHECKPOINT_FILE;
  const deadLetterName = consumer.files ? `${consumer.files}-dead-letters.jsonl` : DEAD_LETTER_FILE;
  const checkpointFile = options.dataDir ? join(options.dataDir, checkpointName) : undefined;
  const checkpoints: Record<string, string> =
    checkpointFile && existsSync(checkpointFile) ? JSON.parse(readFileSync(checkpointFile, 'utf8')) : {};
  const iterators = new Map<string, string>();
  const closedShards = new Set<string>();
  const deadLetters: DeadLetteredRecord[] = [];
  let streamArn: string | undefined;
  let handler: StreamHandler | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let draining: Promise<number> = Promise.resolve(0);
  let woken = false;
  let endPause: (() => void) | undefined;

  function wake(): void {
    woken = true;
    endPause?.();
  }

  /** Waits `ms`, or less when woken meanwhile (also since the last poll began). */
  async function pause(ms: number): Promise<void> {
    if (!woken) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        endPause = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endPause = undefined;
    }
    woken = false;
  }

  async function ensureStream(): Promise<string> {
    if (!streamArn) {
      const client = localClient(options.endpoint);
      const { Table } = await client.send(new DescribeTableCommand({ TableName: options.tableName }));
      client.destroy();
      if (!Table?.LatestStreamArn) throw new Error(`The table ${options.tableName} has no stream`);
      streamArn = Table.LatestStreamArn;
    }
    return streamArn;
  }

  async function openShards(arn: string): Promise<void> {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId as string;
      if (iterators.has(id) || closedShards.has(id)) continue;
      const after = checkpoints[id];
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: id,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      if (ShardIterator) iterators.set(id, ShardIterator);
    }
  }

  function checkpoint(shardId: string, sequenceNumber: string | undefined): void {
    if (!sequenceNumber) return;
    checkpoints[shardId] = sequenceNumber;
    if (checkpointFile) writeFileSync(checkpointFile, JSON.stringify(checkpoints));
  }

  function deadLetter(record: DynamoDBRecord, error: string): void {
    deadLetters.push({ record, error });
    if (options.dataDir) {
      appendFileSync(join(options.dataDir, deadLetterName), `${JSON.stringify({ record, error, at: new Date() })}\n`);
    }
    log(`${consumer.name}: record ${record.dynamodb?.SequenceNumber} failed every attempt; dead-lettered (${error})`);
  }

  /** Invokes the handler; the index of the first failed record, or undefined when all succeeded. */
  async function invoke(records: DynamoDBRecord[]): Promise<{ failedAt?: number; error?: string }> {
    handler ??= options.handler ?? (await defaultHandler());
    try {
      const answer = await handler({ Records: records });
      const failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      const failedAt = records.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
      return failedAt === -1 ? {} : { failedAt, error: 'reported as a batch item failure' };
    } catch (error) {
      return { failedAt: 0, error: (error as Error).message };
    }
  }

  /** Handles records in order with retries; a record that keeps failing alone goes to the dead letters. */
  async function handleBatch(records: DynamoDBRecord[]): Promise<void> {
    let pending = records;
    let lastError = '';
    for (let attempt = 1; pending.length > 0 && attempt <= maxAttempts; attempt++) {
      const { failedAt, error } = await invoke(pending);
      if (failedAt === undefined) return;
      pending = pending.slice(failedAt);
      lastError = error ?? '';
    }
    if (pending.length === 0) return;
    if (pending.length > 1) {
      // Bisect on error: the halves are retried on their own, so one bad record does not hold back the rest.
      const half = Math.ceil(pending.length / 2);
      await handleBatch(pending.slice(0, half));
      await handleBatch(pending.slice(half));
      return;
    }
    deadLetter(pending[0] as DynamoDBRecord, lastError);
  }

  async function pollOnce(): Promise<number> {
    const arn = await ensureStream();
    await openShards(arn);
    let handled = 0;
    for (const [shardId, iterator] of [...iterators]) {
      let current: string | undefined = iterator;
      while (current) {
        let answer: GetRecordsCommandOutput;
        try {
          answer = await streams.send(new GetRecordsCommand({ ShardIterator: current, Limit: batchSize }));
        } catch (error) {
          if (!(error instanceof ExpiredIteratorException)) throw error;
          iterators.delete(shardId);
          break;
        }
        const records = (answer.Records ?? []).map((record) => toLambdaRecord(record, arn));
        if (records.length > 0) {
          await handleBatch(records);
          checkpoint(shardId, records.at(-1)?.dynamodb?.SequenceNumber);
          handled += records.length;
        }
        current = answer.NextShardIterator;
        if (current) iterators.set(shardId, current);
        else {
          iterators.delete(shardId);
          closedShards.add(shardId);
        }
        if (records.length === 0) break;
      }
    }
    return handled;
  }

  /** One poll at a time: drain() and the background loop never handle the same records twice. */
  function drain(): Promise<number> {
    draining = draining.then(async () => {
      let total = 0;
      for (;;) {
        const handled = await pollOnce();
        total += handled;
        if (handled === 0) return total;
      }
    });
    return draining;
  }

  return {
    deadLetters,
    drain,
    wake,
    start(intervalMs = POLL_MS, idleMs = IDLE_POLL_MS) {
      running ??= (async () => {
        let pauseMs = intervalMs;
        while (!stopped) {
          woken = false; // a wake from now on asks for one more poll after this one
          try {
            const handled = await drain();
            pauseMs = handled > 0 ? intervalMs : Math.min(pauseMs * 2, idleMs);
          } catch (error) {
            log(`${consumer.name}: stream poll failed (${(error as Error).message}); retrying`);
            await sleep(1000);
          }
          if (!stopped) await pause(pauseMs);
        }
      })();
    },
    async stop() {
      stopped = true;
      wake();
      await running;
      streams.destroy();
    },
  };
}
