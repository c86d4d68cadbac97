/**
 * What `npm start` and `npm run dev` share once DynamoDB Local runs: the environment the handlers read, the table
 * from the shared definition, and the demo data (seeded once per data folder).
 */
import { LEGACY_KID } from '../../functions/lib/secret.js';
import { type DataDir, sessionSecret } from './data-dir.js';
import { localClient } from './dynamodb.js';
import { ensureTable } from './table.js';

export const TABLE_NAME = 'jobboard';

export async function prepareLocalData(
  dataDir: DataDir,
  dynamoEndpoint: string,
  siteUrl: string,
  log: (line: string) => void = () => undefined,
) {
  Object.assign(process.env, {
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    // A key set of one key, the data folder's secret, under the id that also verifies tokens without one (so
    // sessions from before key ids stay valid); functions/lib/secret.ts reads it like the deployed secret.
    SESSION_SECRET: JSON.stringify({ keys: [{ kid: LEGACY_KID, secret: sessionSecret(dataDir) }] }),
    SITE_URL: siteUrl,
    OUTBOX_DIR: dataDir.outbox,
    DATA_DIR: dataDir.root,
  });
  const client = localClient(dynamoEndpoint);
  if ((await ensureTable(client, TABLE_NAME)) === 'created') log('Created the table.');
  client.destroy();
  const { seedDemoData } = await import('./seed/index.js');
  return seedDemoData();
}
