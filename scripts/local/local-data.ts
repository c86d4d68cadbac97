/**
 * What `npm start` and `npm run dev` share once DynamoDB Local runs: the environment the handlers read, the local
 * Lambda Invoke endpoint for asynchronous functions (the reset/contact and application-mail senders), the local S3
 * API with the CV bucket (s3rver, its files in the data folder, open to the site's origin), the table
 * from the shared definition, the stream pollers that run the search indexer and the instant job alerts, the data
 * migrations (once each)
 * and the demo data (seeded once per data folder). It answers once the index has caught up with the seed; from then
 * on each write of the handlers wakes the pollers, so the index follows it at once.
 */
import { db } from '../../functions/lib/db/kit/client.js';
import { LEGACY_KID } from '../../functions/lib/secret.js';
import { localClient } from '../../functions/local/dynamodb.js';
import { type RunningInvokeEndpoint, startInvokeEndpoint } from '../../functions/local/lambda-invoke.js';
import { LOCAL_CV_BUCKET, LOCAL_LOGO_BUCKET, type RunningS3, startS3 } from '../../functions/local/s3.js';
import { createStreamPoller, type StreamPoller } from '../../functions/local/stream-poller.js';
import { ensureTable } from '../../functions/local/table.js';
import { afterEachWrite } from '../../functions/local/write-signal.js';
import { createInstantAlertPoller } from './alert-timer.js';
import { type DataDir, sessionSecret } from './data-dir.js';

export const TABLE_NAME = 'jobboard';

let invokeEndpoint: RunningInvokeEndpoint | undefined;
let streamPoller: StreamPoller | undefined;
let alertPoller: StreamPoller | undefined;
let s3: RunningS3 | undefined;

/** Stops the stream pollers after the batch under way (a later prepareLocalData starts others). */
export async function stopStreamPoller(): Promise<void> {
  await streamPoller?.stop();
  await alertPoller?.stop();
  streamPoller = undefined;
  alertPoller = undefined;
}

/** Stops the local Invoke endpoint, the local S3 and the stream poller, after the runs under way. */
export async function stopLocalFunctions(): Promise<void> {
  await invokeEndpoint?.close();
  invokeEndpoint = undefined;
  await s3?.stop();
  s3 = undefined;
  await stopStreamPoller();
}

export async function prepareLocalData(
  dataDir: DataDir,
  dynamoEndpoint: string,
  siteUrl: string,
  log: (line: string) => void = () => undefined,
) {
  invokeEndpoint ??= await startInvokeEndpoint();
  s3 ??= await startS3(dataDir.s3, [new URL(siteUrl).origin]);
  Object.assign(process.env, {
    LAMBDA_ENDPOINT: invokeEndpoint.endpoint,
    RESET_AND_CONTACT_MAIL_FUNCTION: 'send-reset-and-contact-mail',
    SUPPORT_EMAIL: 'support@jobboard.local',
    APPLICATION_MAIL_FUNCTION: 'send-application-mail',
    CV_READER_FUNCTION: 'read-cv',
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    // A key set of one key, the data folder's secret, under the id that also verifies tokens without one (so
    // sessions from before key ids stay valid); functions/lib/secret.ts reads it like the deployed secret.
    SESSION_SECRET: JSON.stringify({ keys: [{ kid: LEGACY_KID, secret: sessionSecret(dataDir) }] }),
    SITE_URL: siteUrl,
    OUTBOX_DIR: dataDir.outbox,
    CV_BUCKET: LOCAL_CV_BUCKET,
    LOGO_BUCKET: LOCAL_LOGO_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    DATA_DIR: dataDir.root,
  });
  const client = localClient(dynamoEndpoint);
  if ((await ensureTable(client, TABLE_NAME)) === 'created') log('Created the table.');
  client.destroy();
  streamPoller ??= createStreamPoller({ endpoint: dynamoEndpoint, tableName: TABLE_NAME, dataDir: dataDir.root, log });
  const { migrateSearchIndex } = await import('./migrate-search-index.js');
  const migrated = await migrateSearchIndex();
  if (migrated > 0) log(`Migrated ${migrated} jobs to the new search index.`);
  const { migrateCompanyDirectory } = await import('./migrate-company-directory.js');
  const companies = await migrateCompanyDirectory();
  if (companies > 0) log(`Added ${companies} companies to the paged directory.`);
  const { migrateJobPay } = await import('./migrate-job-pay.js');
  const jobs = await migrateJobPay();
  if (jobs > 0) log(`Gave ${jobs} jobs structured pay (where readable) and a closing date.`);
  const { migrateResponseTimes } = await import('./migrate-response-times.js');
  const applications = await migrateResponseTimes();
  if (applications > 0) log(`Counted the decisions of ${applications} applications into response times.`);
  const { migrateCompanyStats } = await import('./migrate-company-stats.js');
  const statsCompanies = await migrateCompanyStats();
  if (statsCompanies > 0) log(`Carried the last days of ${statsCompanies} companies' job stats over.`);
  const { migrateSkillsVocabulary } = await import('./migrate-skills-vocabulary.js');
  const skillJobs = await migrateSkillsVocabulary();
  if (skillJobs > 0) log(`Added the skills of ${skillJobs} jobs to the skills vocabulary.`);
  const { migrateRemoteJobType } = await import('./migrate-remote-job-type.js');
  const remoteJobs = await migrateRemoteJobType();
  if (remoteJobs > 0) log(`Made the jobs of type Remote full-time remote jobs (${remoteJobs} jobs checked).`);
  const { migrateEmailConfirmed } = await import('./migrate-email-confirmed.js');
  const accounts = await migrateEmailConfirmed();
  if (accounts > 0) log(`Marked the email addresses of ${accounts} accounts made before confirmation as confirmed.`);
  const { migrateApplicationCopies } = await import('./migrate-application-copies.js');
  const withCopies = await migrateApplicationCopies();
  if (withCopies > 0) log(`Put the applications of ${withCopies} still holding their copies in the retention index.`);
  const { migrateDecidedApplicationsSeen } = await import('./migrate-decided-applications-seen.js');
  const decided = await migrateDecidedApplicationsSeen();
  if (decided > 0) log(`Marked the applications decided without being opened as seen (${decided} checked).`);
  const { seedDemoData } = await import('./seed/index.js');
  const seeded = await seedDemoData();
  // Ready once the index has caught up with the seed; from then on each write wakes the pollers (below).
  await streamPoller.drain();
  streamPoller.start();
  alertPoller ??= createInstantAlertPoller({
    endpoint: dynamoEndpoint,
    tableName: TABLE_NAME,
    dataDir: dataDir.root,
    log,
  });
  alertPoller.start();
  afterEachWrite(db(), () => {
    streamPoller?.wake();
    alertPoller?.wake();
  });
  return seeded;
}
