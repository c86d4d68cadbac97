/**
 * Times the real login handler (bcrypt at the default cost, DynamoDB Local) on this machine: wall time and CPU of
 * this process per login, median of 10. Run: `npx tsx scripts/bench/measures/accounts/login-time.ts`. Figures in
 * docs/accounts.md.
 */
import { randomUUID } from 'node:crypto';
import { localClient, startDynamoDb } from '../../../../functions/local/dynamodb.js';
import { ensureTable } from '../../../../functions/local/table.js';

const SAMPLES = 10;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;

const dynamo = await startDynamoDb();
try {
  Object.assign(process.env, {
    TABLE_NAME: `bench-${randomUUID()}`,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    SESSION_SECRET: randomUUID(),
    LOG_LEVEL: 'SILENT',
  });
  const client = localClient(dynamo.endpoint);
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
  const { invoke } = await import('../../../../functions/testing/invoke.js');
  const { bcryptCost } = await import('../../../../functions/lib/passwords.js');
  const account = { name: 'Bench User', username: 'bench.user', email: 'bench@example.com', password: 'bench-pass-1' };
  const registered = await invoke('register', { body: { ...account, role: 'job_seeker' } });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);

  const measure = async (password: string, username = account.username) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const startedAt = performance.now();
      const usage = process.cpuUsage();
      await invoke('login', { body: { username, password }, sourceIp: `10.9.0.${i}` });
      const used = process.cpuUsage(usage);
      wall.push(performance.now() - startedAt);
      cpu.push((used.user + used.system) / 1000);
    }
    return { medianWallMs: Math.round(median(wall)), medianCpuMs: Math.round(median(cpu)) };
  };
  await invoke('login', { body: { username: account.username, password: account.password } }); // warm-up
  console.log(`node ${process.version}, bcrypt cost ${bcryptCost()}, median of ${SAMPLES} logins`);
  console.log('success          ', await measure(account.password));
  console.log('wrong password   ', await measure('wrong-password'));
  console.log('unknown username ', await measure('wrong-password', 'nobody.here'));
} finally {
  await dynamo.stop();
}
