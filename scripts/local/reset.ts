/** `npm run reset`: wipes the local data folder (database, signing secret, outbox) after asking. */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { repoRoot } from './site-build.js';

const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
  process.exit(0);
}
const force = process.argv.includes('--yes');
let answer = 'y';
if (!force) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  answer = await prompt.question(`Delete all local data in ${dataDir} (accounts, jobs, applications)? [y/N] `);
  prompt.close();
}
if (answer.trim().toLowerCase().startsWith('y')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Local data deleted. The next `npm start` seeds fresh demo data.');
} else {
  console.log('Nothing deleted.');
}
