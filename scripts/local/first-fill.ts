/**
 * The first start on a fresh data folder writes the demo board and its search index (some 16,000 items). DynamoDB
 * Local on disk syncs its database file on every write: here about 40 items/s whatever the parallelism, so the
 * fill took minutes. When the machine has a RAM-backed folder (/dev/shm on Linux), the first fill runs there with
 * the very same DynamoDB Local, seed and stream indexer (about 20 times as fast), and the finished database file
 * then moves into the data folder, where DynamoDB Local carries on from it. Elsewhere the fill runs on disk.
 */
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ramScratchFolder, startDynamoDb } from '../../functions/local/dynamodb.js';
import type { DataDir } from './data-dir.js';
import { prepareLocalData, stopStreamPoller } from './local-data.js';

/** True when the data folder has no database yet (DynamoDB Local writes `*.db` files into it). */
export function isFreshDataDir(dataDir: DataDir): boolean {
  return !existsSync(dataDir.dynamoDb) || !readdirSync(dataDir.dynamoDb).some((file) => file.endsWith('.db'));
}

/**
 * Fills a fresh data folder's database in RAM and moves it in. Answers the port DynamoDB Local used, to be used
 * again on disk: the handlers' client, created during the fill, keeps its endpoint. Undefined (nothing done) when
 * there is no RAM folder or the data folder already has a database.
 */
export async function fillInRam(
  dataDir: DataDir,
  siteUrl: string,
  log: (line: string) => void,
): Promise<number | undefined> {
  if (!isFreshDataDir(dataDir)) return undefined;
  const scratch = ramScratchFolder('jobboard-first-fill-');
  if (!scratch) return undefined;
  try {
    const dynamo = await startDynamoDb({ dataPath: scratch });
    try {
      log('First start: filling the database in memory, then moving it into the data folder.');
      await prepareLocalData(dataDir, dynamo.endpoint, siteUrl, log);
      await stopStreamPoller();
    } finally {
      await dynamo.stop();
    }
    for (const file of readdirSync(scratch)) copyFileSync(join(scratch, file), join(dataDir.dynamoDb, file));
    return dynamo.port;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
