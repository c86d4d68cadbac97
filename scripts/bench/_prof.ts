import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localClient, startDynamoDb } from '../local/dynamodb.js';
import { ensureTable } from '../local/table.js';

const dynamo = await startDynamoDb();
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  SESSION_SECRET: randomUUID(),
  TABLE_NAME: 'prof-t',
  LOG_LEVEL: 'SILENT',
});
const c = localClient(dynamo.endpoint);
await ensureTable(c, 'prof-t');
c.destroy();
const child = fork(join(import.meta.dirname, 'board-server.ts'), [], {
  execArgv: ['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/bb/prof'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
let id = 0;
const waiting = new Map();
const port: number = await new Promise((res) =>
  child.on('message', (m: any) => {
    if (m.ready) res(m.ready);
    else waiting.get(m.id)?.(m.result ?? m.error);
  }),
);
const ask = (r: any) =>
  new Promise((res) => {
    id++;
    waiting.set(id, res);
    child.send({ ...r, id });
  });
await ask({ cmd: 'grow', jobs: 200, throughRepository: 0, now: new Date().toISOString() });
let t = 0;
const r = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 10,
  duration: 10,
  requests: [{ method: 'GET', setupRequest: (q) => ({ ...q, path: `/api/jobs/${1 + (t++ % 200)}` }) }],
});
console.log('rps', r.requests.total / 10, 'p99', r.latency.p99);
console.log(
  await ask({ cmd: 'rawGetItem', jobIds: Array.from({ length: 200 }, (_, i) => i + 1), connections: 10, seconds: 10 }),
);
child.disconnect();
await new Promise((res) => child.once('exit', res));
await dynamo.stop();
