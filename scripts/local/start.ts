/** `npm start`: the product on http://localhost:3000 with embedded local defaults, no AWS account needed. */
import { join } from 'node:path';
import { DEMO_ADMIN_TOTP_SECRET, demoAccounts } from './demo-accounts.js';
import { repoRoot } from './site-build.js';
import { startStack } from './stack.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
const started = Date.now();

try {
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${process.env.PORT}".`);
  const stack = await startStack({ dataDir, port, log: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nJob board running at ${stack.url} (ready in ${seconds} s, data in ${stack.dataDir.root})`);
  console.log('Demo accounts:');
  for (const account of demoAccounts)
    console.log(`  ${account.role.padEnd(11)} ${account.username} / ${account.password}`);
  console.log(`  The admin's two-step sign-in secret, for an authenticator app: ${DEMO_ADMIN_TOTP_SECRET}`);
  console.log(`Emails (password reset) go to ${stack.dataDir.outbox}. Press Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
