/**
 * Fault injection, for every route of the route table: a successful request is run once clean to count its
 * DynamoDB calls, then again with a fault at each of those calls, once as a blip (that call only) and once as an
 * outage (that call and every later one). Earlier calls really happen on DynamoDB Local.
 *
 * Property: the handler answers (no crash, no hang, no unhandled rejection); a 5xx is 503 with Retry-After and the
 * "busy" message for throttling and timeouts, 500 with the generic message otherwise; a fault is never answered as
 * the client's mistake (4xx); a 2xx of a write route really wrote; and afterwards every invariant of the table
 * holds (integrity.ts): no guard without its record, no half-written job, no count off by one.
 *
 * By default each call position gets one fault kind as a blip and another as an outage, in rotation across
 * positions and routes (the last test checks every kind was met somewhere); FAULTS_FULL=1 tries every kind at every
 * position in both modes, and FAULTS_REPORT=1 prints what was tried. docs/reliability.md has the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RouteId, routeIds, routes } from '../../shared/routes.js';
import { apiErrors } from '../../shared/texts.js';
import { type Fault, type FaultKind, faultKinds, injectFault, retryLaterKinds } from '../testing/faults/inject.js';
import { integrityProblems } from '../testing/faults/integrity.js';
import { scenarios } from '../testing/faults/scenarios.js';
import { tableState, wipeTable } from '../testing/fuzz/table-state.js';
import { type InvokeResult, invoke } from '../testing/invoke.js';
import { makeCategories } from '../testing/jobs.js';
import { testLambda } from '../testing/lambda.js';

process.env.BCRYPT_COST = '4';
// Mail the routes queue is sent by the mail senders, run here through the local Invoke endpoint: into a scratch outbox.
process.env.OUTBOX_DIR = mkdtempSync(join(tmpdir(), 'faults-outbox-'));

const full = Boolean(process.env.FAULTS_FULL);
/**
 * Write routes whose 2xx may rightly change nothing: login writes only its attempt counters, forgot-password
 * answers the same whether or not the link could be issued and sent (so it reveals nothing), and contact answers
 * once the message is handed to the mail sender, whose own table read (the suppression list) may meet the fault:
 * the sender's retries and dead-letter queue deal with that, not the visitor. resend-confirmation likewise writes
 * only its counters: the link's token is written by the sender after the answer.
 */
const mayWriteNothing = new Set<RouteId>(['login', 'forgot-password', 'contact', 'resend-confirmation']);

const HANG_MS = 15_000;

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
const tally = {
  runs: 0,
  injected: 0,
  answered503: 0,
  answered500: 0,
  answered2xx: 0,
  kindsHit: new Set<FaultKind>(),
  /** Where a request met a fault and still succeeded (a retry absorbed it, or the handler hides it on purpose). */
  succeeded: [] as string[],
};

beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  rmSync(process.env.OUTBOX_DIR as string, { recursive: true, force: true });
  process.off('unhandledRejection', onUnhandled);
  if (process.env.FAULTS_REPORT) {
    const { kindsHit, succeeded, ...counts } = tally;
    console.log(`faults: ${JSON.stringify(counts)}, kinds hit: ${kindsHit.size} of ${faultKinds.length}`);
    console.log(`succeeded despite the fault:\n${succeeded.join('\n')}`);
  }
});

/** A fresh small table with the one category the scenarios use. */
async function freshTable() {
  await wipeTable();
  await makeCategories(['Engineering']);
}

type Answer = InvokeResult<{ message?: string } | undefined>;

/**
 * The functions a route hands work to (the mail senders, which read the table too: the suppression list) finish
 * inside the fault window: their calls are counted and met in the same order every run, and none is left running
 * into the next run's injection.
 */
const asyncRunsDone = () => testLambda().settled();

function answerWithin(id: RouteId, options: Parameters<typeof invoke>[1]): Promise<Answer> {
  return Promise.race([
    invoke<Answer['body']>(id, options),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms: a retry loop without end?`)), HANG_MS).unref(),
    ),
  ]);
}

/** The kinds tried at one call position: all of them, or two in rotation (different for blips and outages). */
function kindsAt(position: number, routeIndex: number, persistent: boolean): FaultKind[] {
  if (full) return [...faultKinds];
  const at = (position + routeIndex + (persistent ? 0 : 4)) % faultKinds.length;
  return [faultKinds[at] as FaultKind];
}

/** What is wrong with the answer to a request that met the fault; undefined when it is right. */
function wrongAnswer(fault: Fault, result: Answer): string | undefined {
  const { status, headers, body } = result;
  if (status >= 200 && status < 300) return undefined;
  if (status < 500) return `answered ${status} ${JSON.stringify(body)}: a fault is not the client's mistake`;
  if (retryLaterKinds.has(fault.kind)) {
    if (status !== 503) return `answered ${status}, expected 503 for ${fault.kind}`;
    if (!/^\d+$/.test(headers['retry-after'] ?? '')) return `503 without a Retry-After in seconds`;
    if (body?.message !== apiErrors.unavailable) return `503 with ${JSON.stringify(body)}`;
    return undefined;
  }
  if (status !== 500 || body?.message !== apiErrors.internal) return `answered ${status} ${JSON.stringify(body)}`;
  if (JSON.stringify(body) !== JSON.stringify({ message: apiErrors.internal })) return 'more than {message}';
  return undefined;
}

describe.each(routeIds.map((id, index) => [id, index] as const))('%s under DynamoDB faults', (id, routeIndex) => {
  it(
    'answers 503 with Retry-After or a clean 5xx, never a 4xx or a crash, and leaves the data whole',
    async () => {
      await freshTable();
      const cleanOptions = await scenarios[id]();
      // Armed after the scenario's own setup: it counts the calls of the request alone.
      const counter = injectFault(undefined);
      let clean: Answer;
      try {
        clean = await answerWithin(id, cleanOptions);
        await asyncRunsDone();
      } finally {
        counter.remove();
      }
      expect(clean.status, `the scenario of ${id} must succeed: ${JSON.stringify(clean.body)}`).toBeLessThan(300);
      const calls = counter.calls;
      const checksWrite = routes[id].data === 'write' && !mayWriteNothing.has(id);

      const failures: string[] = [];
      for (let position = 1; position <= calls; position++) {
        for (const persistent of [true, false]) {
          for (const kind of kindsAt(position, routeIndex, persistent)) {
            const fault: Fault = { kind, fromCall: position, persistent };
            await freshTable();
            const options = await scenarios[id]();
            // Only a write route's success is compared with the table before it: a read route skips that scan.
            const before = checksWrite ? await tableState() : [];
            const injection = injectFault(fault);
            let result: Answer;
            try {
              result = await answerWithin(id, options);
              await asyncRunsDone();
            } finally {
              injection.remove();
            }
            tally.runs += 1;
            const where = `${kind} ${persistent ? 'from' : 'at'} call ${position} of ${calls}`;
            if (injection.hits > 0) {
              tally.injected += 1;
              tally.kindsHit.add(kind);
              if (result.status === 503) tally.answered503 += 1;
              else if (result.status >= 500) tally.answered500 += 1;
              else if (result.status < 300) {
                tally.answered2xx += 1;
                tally.succeeded.push(`${id}: ${where}`);
              }
              const wrong = wrongAnswer(fault, result);
              if (wrong) failures.push(`${where}: ${wrong}`);
              const claimsWrite = result.status < 300 && checksWrite;
              if (claimsWrite && JSON.stringify(await tableState()) === JSON.stringify(before)) {
                failures.push(`${where}: answered ${result.status} but wrote nothing: a lost write`);
              }
            }
            const broken = await integrityProblems();
            if (broken.length) failures.push(`${where}: data not whole: ${broken.join('; ')}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(unhandled).toEqual([]);
    },
    full ? 600_000 : 120_000,
  );
});

describe('the fault kinds', () => {
  it('each hit at least one call somewhere in the run', () => {
    expect([...tally.kindsHit].sort()).toEqual([...faultKinds].sort());
  });
});

describe('faults that once went wrong', () => {
  async function underFault(id: RouteId, kind: FaultKind) {
    await freshTable();
    const options = await scenarios[id]();
    const injection = injectFault({ kind, fromCall: 1, persistent: true });
    try {
      return { result: await answerWithin(id, options), hits: injection.hits };
    } finally {
      injection.remove();
    }
  }

  it('a throttled read is a 503 with Retry-After and the busy message, not a 500', async () => {
    const { result, hits } = await underFault('get-job', 'ProvisionedThroughputExceededException');
    expect(hits).toBe(1);
    expect(result.status).toBe(503);
    expect(result.headers['retry-after']).toBe('2');
    expect(result.body).toEqual({ message: apiErrors.unavailable });
  });

  it('an application whose transaction is throttled is a 503, not a 201 for an application never written', async () => {
    const { result, hits } = await underFault('apply-to-job', 'TransactionCanceled (ThrottlingError)');
    expect(hits).toBeGreaterThan(0);
    expect(result.status).toBe(503);
    expect((await tableState()).filter((line) => line.includes('"type":"application"'))).toHaveLength(1);
  });

  it('a decision whose transaction fails validation is a 500, not "this job has been removed"', async () => {
    const { result, hits } = await underFault('update-application-status', 'TransactionCanceled (ValidationError)');
    expect(hits).toBeGreaterThan(0);
    expect(result).toMatchObject({ status: 500, body: { message: apiErrors.internal } });
  });

  it('deleting an account while DynamoDB keeps a batch unprocessed gives up with a 503 instead of looping', async () => {
    const { result, hits } = await underFault('delete-user', 'BatchWrite left unprocessed');
    expect(hits).toBeGreaterThan(1);
    expect(result.status).toBe(503);
    expect(await integrityProblems()).toEqual([]);
  });
});
