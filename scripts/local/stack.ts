/**
 * The whole product on this machine: DynamoDB Local on disk, the table from the shared definition, demo data
 * seeded once, and the local server with the site and the API. Used by `npm start` and the end-to-end tests.
 */
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { type DataDir, prepareDataDir, sessionSecret } from './data-dir.js';
import { localClient, type RunningDynamoDb, startDynamoDb } from './dynamodb.js';
import { createAppServer } from './server.js';
import { buildSite, siteIsStale, webDist } from './site-build.js';
import { ensureTable } from './table.js';

export const TABLE_NAME = 'jobboard';

export interface StackOptions {
  dataDir: string;
  port: number;
  /** Build the site first when it is missing or stale. */
  build?: boolean;
  /** Build the site afresh into this folder and serve it from there instead of web/dist. */
  siteDir?: string;
  log?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  dataDir: DataDir;
  seeded: { jobs: number; companies: number } | undefined;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use (set PORT to use another).`) : error,
      ),
    );
    server.listen(port, () => resolve());
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = prepareDataDir(options.dataDir);
  // Fail fast on a taken port, before the slow parts.
  const probe = createServer();
  await listen(probe, options.port);
  await new Promise((resolve) => probe.close(resolve));
  const url = `http://localhost:${options.port}`;
  let dynamo: RunningDynamoDb | undefined;
  let server: HttpServer | undefined;
  const stop = async () => {
    if (server?.listening) {
      const closed = new Promise((resolve) => server?.close(resolve));
      server.closeAllConnections();
      await closed;
    }
    await dynamo?.stop();
  };
  try {
    if (options.siteDir) {
      await buildSite(options.siteDir);
    } else if (options.build !== false && siteIsStale()) {
      log('Building the site…');
      await buildSite();
    }
    dynamo = await startDynamoDb({ dataPath: dataDir.dynamoDb });
    Object.assign(process.env, {
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SESSION_SECRET: sessionSecret(dataDir),
      SITE_URL: url,
      OUTBOX_DIR: dataDir.outbox,
      DATA_DIR: dataDir.root,
    });
    const client = localClient(dynamo.endpoint);
    if ((await ensureTable(client, TABLE_NAME)) === 'created') log('Created the table.');
    client.destroy();
    const { seedDemoData } = await import('./seed/index.js');
    const seeded = await seedDemoData();
    // Created after the build: the static file server reads the site's file list once.
    server = createAppServer({ webRoot: options.siteDir ?? webDist });
    await listen(server, options.port);
    return { url, dataDir, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
