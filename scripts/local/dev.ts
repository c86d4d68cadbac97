/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173 (VITE_PORT), `/api` proxied to the local API on
 * API_PORT (3001), whose handlers reload on change. Data lives in the same folder as `npm start`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'vite';
import { startDynamoDb } from '../../functions/local/dynamodb.js';
import { prepareDataDir } from './data-dir.js';
import { DEMO_ADMIN_TOTP_SECRET, demoAccounts } from './demo-accounts.js';
import { prepareLocalData, stopLocalFunctions } from './local-data.js';
import { repoRoot } from './site-build.js';

const apiPort = Number(process.env.API_PORT ?? 3001);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const dataDir = prepareDataDir(process.env.DATA_DIR ?? join(repoRoot, '.data'));
const dynamo = await startDynamoDb({ dataPath: dataDir.dynamoDb });
const url = `http://localhost:${vitePort}`;
await prepareLocalData(dataDir, dynamo.endpoint, url);
Object.assign(process.env, { API_PORT: String(apiPort), API_ORIGIN: `http://localhost:${apiPort}` });

const api = spawn(
  join(repoRoot, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', '--include', 'functions', '--include', 'shared', 'scripts/local/api-only.ts'],
  { cwd: repoRoot, stdio: 'inherit', env: process.env },
);
const vite = await createServer({ configFile: join(repoRoot, 'web/vite.config.ts'), server: { port: vitePort } });
await vite.listen();
console.log(`\nDev server on ${url} (API on ${process.env.API_ORIGIN}). Demo accounts:`);
for (const account of demoAccounts)
  console.log(`  ${account.role.padEnd(11)} ${account.username} / ${account.password}`);
console.log(`  The admin's two-step sign-in secret, for an authenticator app: ${DEMO_ADMIN_TOTP_SECRET}`);

const shutdown = async () => {
  api.kill('SIGTERM');
  await vite.close();
  await stopLocalFunctions();
  await dynamo.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
