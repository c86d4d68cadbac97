/**
 * The whole product on this machine: DynamoDB Local on disk, the table from the shared definition, demo data
 * seeded once, the local server with the site and the API, the daily application-summary timer, the job alert
 * digest timer, the sitemap timer, the job expiry timer, the retention timer and the timers of the board's promises
 * (still hiring?, applications waiting). Used by `npm start` and the end-to-end tests.
 */
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { type RunningDynamoDb, startDynamoDb } from '../../functions/local/dynamodb.js';
import { createAppServer } from '../../functions/local/server.js';
import { startAlertDigestTimer } from './alert-timer.js';
import { startDailySummaryTimer } from './daily-timer.js';
import { type DataDir, prepareDataDir } from './data-dir.js';
import { startExpiryTimer } from './expiry-timer.js';
import { fillInRam } from './first-fill.js';
import { prepareLocalData, stopLocalFunctions } from './local-data.js';
import { startPromiseTimers } from './promise-timers.js';
import { startRetentionTimer } from './retention-timer.js';
import { buildSite, siteIsStale, webDist } from './site-build.js';
import { startSitemapTimer } from './sitemap-timer.js';

export interface StackOptions {
  dataDir: string;
  port: number;
  /** Build the site first when it is missing or stale. */
  build?: boolean;
  /** Build the site afresh into this folder and serve it from there instead of web/dist. */
  siteDir?: string;
  /**
   * Keep DynamoDB Local in memory instead of in the data folder (the end-to-end tests, whose folder is thrown
   * away). On disk a fresh data folder is filled in RAM first and moved in (first-fill.ts): on disk DynamoDB Local
   * syncs every write, and the demo board with its index is some 16,000 items.
   */
  inMemory?: boolean;
  /** How often the sitemap is rewritten (default SITEMAP_INTERVAL_MS or a minute). */
  sitemapIntervalMs?: number;
  /** How often jobs past their closing date are expired (default EXPIRY_INTERVAL_MS or a minute). */
  expiryIntervalMs?: number;
  /** How often the promise workers run (default PROMISES_INTERVAL_MS or ten minutes). */
  promisesIntervalMs?: number;
  log?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  dataDir: DataDir;
  seeded: { jobs: number; companies: number } | undefined;
  /** DynamoDB Local's address, for tests that must change what no API can (a closing date in the past). */
  dynamoEndpoint: string;
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
  let dailySummary: { stop(): void } | undefined;
  let alertDigest: { stop(): Promise<void> } | undefined;
  let sitemap: { stop(): Promise<void> } | undefined;
  let expiry: { stop(): Promise<void> } | undefined;
  let retention: { stop(): Promise<void> } | undefined;
  let promises: { stop(): Promise<void> } | undefined;
  const stop = async () => {
    dailySummary?.stop();
    await alertDigest?.stop();
    await sitemap?.stop();
    await expiry?.stop();
    await retention?.stop();
    await promises?.stop();
    if (server?.listening) {
      const closed = new Promise((resolve) => server?.close(resolve));
      server.closeAllConnections();
      await closed;
    }
    await stopLocalFunctions();
    await dynamo?.stop();
  };
  try {
    if (options.siteDir) {
      await buildSite(options.siteDir);
    } else if (options.build !== false && siteIsStale()) {
      log('Building the site…');
      await buildSite();
    }
    const port = options.inMemory ? undefined : await fillInRam(dataDir, url, log);
    dynamo = await startDynamoDb(options.inMemory ? {} : { dataPath: dataDir.dynamoDb, ...(port ? { port } : {}) });
    const seeded = await prepareLocalData(dataDir, dynamo.endpoint, url, log);
    dailySummary = startDailySummaryTimer();
    alertDigest = startAlertDigestTimer();
    expiry = startExpiryTimer(options.expiryIntervalMs);
    retention = startRetentionTimer();
    promises = startPromiseTimers(options.promisesIntervalMs);
    const webRoot = options.siteDir ?? webDist;
    // Where the job page function reads the built site and the sitemap writer writes (deployed: the site's bucket).
    Object.assign(process.env, { SITE_DIR: webRoot, SITE_FILES_DIR: dataDir.siteFiles });
    // React's production build renders the job pages, as deployed (a NODE_ENV the caller set is kept).
    process.env.NODE_ENV ??= 'production';
    const sitemapTimer = startSitemapTimer(options.sitemapIntervalMs);
    sitemap = sitemapTimer;
    await sitemapTimer.ready;
    // Created after the build: the static file server reads the site's file list once.
    server = createAppServer({ webRoot, siteFilesDir: dataDir.siteFiles });
    await listen(server, options.port);
    // The job page renderer loads React and the screens: loaded now, the first job page does not wait for it.
    import('../../functions/pages/job-page.js')
      .then((module) => module.warm())
      .catch((error: unknown) => log(`Job pages could not load: ${(error as Error).message}`));
    return { url, dataDir, seeded, dynamoEndpoint: dynamo.endpoint, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
