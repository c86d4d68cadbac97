/**
 * Can the answer time of POST /api/forgot-password tell a known email from an unknown one? Runs the real handler
 * against DynamoDB Local and the local Lambda Invoke endpoint (the sender mails into a temporary outbox), in pairs
 * of one known and one unknown email, in random order within each pair, and waits for the sender between requests
 * so every request starts from the same idle state. Reports each side's median and p95, how often the known
 * request was the slower of its pair, and how many disjoint blocks of 20 + 20 samples a Mann-Whitney U test tells
 * apart at p < 0.05 (about 5 % is chance).
 *
 * Run: `npx tsx scripts/bench/measures/accounts/forgot-password-timing.ts [pairs=400]`. Not part of `npm test`
 * (timings are measured, never asserted). Figures in docs/accounts.md.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localClient, startDynamoDb } from '../../../../functions/local/dynamodb.js';
import { startInvokeEndpoint } from '../../../../functions/local/lambda-invoke.js';
import { ensureTable } from '../../../../functions/local/table.js';
import { median, percentile, round } from '../../harness/stats.js';

const PAIRS = Number(process.argv[2] ?? 400);
const BLOCK = 20;

/** Two-sided Mann-Whitney U, normal approximation with tie correction: the p-value that a and b differ. */
function mannWhitneyP(a: number[], b: number[]): number {
  const all = [...a.map((value) => ({ value, a: true })), ...b.map((value) => ({ value, a: false }))].sort(
    (x, y) => x.value - y.value,
  );
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.value === all[i]?.value) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, entry, i) => sum + (entry.a ? (ranks[i] as number) : 0), 0);
  const [n1, n2] = [a.length, b.length];
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = Math.abs(u - (n1 * n2) / 2) / sigma;
  // Two-sided normal tail (Abramowitz-Stegun 7.1.26 for erfc).
  const t = 1 / (1 + 0.3275911 * (z / Math.SQRT2));
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-((z / Math.SQRT2) ** 2));
  return erfc;
}

const outbox = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
const dynamo = await startDynamoDb();
const lambda = await startInvokeEndpoint({ log: () => undefined });
try {
  Object.assign(process.env, {
    TABLE_NAME: `bench-${randomUUID()}`,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    SESSION_SECRET: randomUUID(),
    LOG_LEVEL: 'SILENT',
    OUTBOX_DIR: outbox,
    LAMBDA_ENDPOINT: lambda.endpoint,
    RESET_AND_CONTACT_MAIL_FUNCTION: 'send-reset-and-contact-mail',
  });
  console.info = () => undefined; // the outbox prints every reset link
  const client = localClient(dynamo.endpoint);
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
  const { invoke } = await import('../../../../functions/testing/invoke.js');
  const { createAccount } = await import('../../../../functions/lib/db/accounts/accounts.js');

  // Each email may ask 3 times an hour: one known account per pair keeps every request under the limits.
  const known: string[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const email = `bench-${i}@example.com`;
    const account = await createAccount({
      username: `bench-${i}`,
      email,
      name: 'Bench User',
      role: 'job_seeker',
      passwordHash: 'x',
    });
    if (!account.ok) throw new Error(`bench-${i} not created: ${account.reason}`);
    known.push(email);
  }
  let address = 0;
  const time = async (email: string) => {
    address += 1;
    const sourceIp = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const startedAt = performance.now();
    const response = await invoke('forgot-password', { body: { email }, sourceIp });
    const ms = performance.now() - startedAt;
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
    await lambda.settled();
    return ms;
  };
  for (let i = 0; i < 20; i++) await time(`warm-up-${i}@nowhere.example`); // JIT, connections

  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  let knownSlower = 0;
  for (let i = 0; i < PAIRS; i++) {
    const unknownEmail = `nobody-${i}@nowhere.example`;
    let k: number;
    let u: number;
    if (Math.random() < 0.5) {
      k = await time(known[i] as string);
      u = await time(unknownEmail);
    } else {
      u = await time(unknownEmail);
      k = await time(known[i] as string);
    }
    knownMs.push(k);
    unknownMs.push(u);
    if (k > u) knownSlower += 1;
  }
  let blocksApart = 0;
  const blocks = Math.floor(PAIRS / BLOCK);
  for (let b = 0; b < blocks; b++) {
    const slice = (list: number[]) => list.slice(b * BLOCK, (b + 1) * BLOCK);
    if (mannWhitneyP(slice(knownMs), slice(unknownMs)) < 0.05) blocksApart += 1;
  }
  const side = (list: number[]) => ({ medianMs: round(median(list), 2), p95Ms: round(percentile(list, 0.95), 2) });
  const mails = lambda.accepted.length;
  console.log(`node ${process.version}, ${PAIRS} pairs, handler called directly, sender settled between requests`);
  console.log('known email   ', side(knownMs));
  console.log('unknown email ', side(unknownMs));
  console.log(`known slower in ${knownSlower} of ${PAIRS} pairs`);
  console.log(`blocks of ${BLOCK}+${BLOCK} told apart (Mann-Whitney, p < 0.05): ${blocksApart} of ${blocks}`);
  console.log(`all-samples Mann-Whitney p = ${round(mannWhitneyP(knownMs, unknownMs), 3)}; invocations: ${mails}`);
} finally {
  await lambda.close();
  await dynamo.stop();
  rmSync(outbox, { recursive: true, force: true });
}
