/**
 * Fuzzing from the route table: for every route (a new route is fuzzed as soon as it is in shared/routes.ts),
 * hostile requests through the real local server (matchRoute, the event builder, the handler) against DynamoDB
 * Local. Property: never a 5xx; every 4xx is JSON {"message": "<non-empty text>"} and nothing else; a refused
 * request leaves every item of the table as it was (rate-limit attempt counters and id counters aside: see
 * table-state.ts).
 *
 * FUZZ_RUNS sets the inputs per route (default 25); FUZZ_SEED (and FUZZ_PATH) replay a failure, whose report
 * prints both; FUZZ_REPORT=1 prints the answers' status counts per route. docs/reliability.md has the commands.
 */
import fc from 'fast-check';
import { type RouteDefinition, type RouteId, routeIds, routes } from '../../shared/routes.js';
import { type FuzzRequest, type FuzzWorld, requestArbitrary } from '../testing/fuzz/arbitraries.js';
import { type LocalServer, type RawAnswer, startLocalServer } from '../testing/fuzz/local-server.js';
import { tableState, wipeTable } from '../testing/fuzz/table-state.js';
import { applied, postJobAs } from '../testing/hiring.js';
import { makeCategories } from '../testing/jobs.js';
import { testLambda } from '../testing/lambda.js';
import { makePrincipals } from '../testing/principals.js';

process.env.BCRYPT_COST = '4';

const runs = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const replayPath = process.env.FUZZ_PATH;
const siteOrigin = process.env.SITE_URL ?? 'http://localhost:3000';

let server: LocalServer;
const statusCounts = new Map<RouteId, Map<number, number>>();

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(async () => {
  await server.close();
  if (process.env.FUZZ_REPORT) {
    let total = 0;
    for (const [id, counts] of statusCounts) {
      const inputs = [...counts.values()].reduce((sum, count) => sum + count, 0);
      total += inputs;
      const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(`fuzz ${id}: ${inputs} inputs, ${byStatus.join(' ')}`);
    }
    console.log(`fuzz total: ${total} inputs over ${statusCounts.size} routes`);
  }
});

/** A small world per route: people of every role with their cookies, a job, an application, real ids. */
async function freshWorld(): Promise<FuzzWorld> {
  await wipeTable();
  await makeCategories(['Engineering']);
  const people = await makePrincipals();
  const job = await postJobAs(people.owner);
  if (job.status !== 201) throw new Error(`setup: create-job answered ${job.status}`);
  const application = await applied(people.seeker, job.body.id);
  return {
    ids: [
      job.body.id,
      application.id,
      people.owner.company.id,
      people.owner.user.id,
      people.seeker.user.id,
      999_999,
    ].map(String),
    cookies: Object.values(people).map((person) => person.cookie),
    siteOrigin,
  };
}

function send(route: RouteDefinition, request: FuzzRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.cookie !== undefined) headers.cookie = request.cookie;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (request.origin !== undefined) headers.origin = request.origin;
  return server.send({
    method: route.method,
    path: request.query ? `${request.path}?${request.query}` : request.path,
    headers,
    body: request.body,
  });
}

/** Lines only in `a`, for a short failure message instead of two whole tables. */
const missingFrom = (a: string[], b: string[]) => a.filter((line) => !b.includes(line));

function checkRefusal(answer: RawAnswer): string | undefined {
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `a ${answer.status} that is not JSON: ${answer.headers['content-type']}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} whose body does not parse: ${answer.text.slice(0, 200)}`;
  }
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const message = (body as { message?: unknown }).message;
  if (keys.length !== 1 || keys[0] !== 'message' || typeof message !== 'string' || !message.trim()) {
    return `a ${answer.status} that is not {"message": "<text>"}: ${answer.text.slice(0, 200)}`;
  }
  if (/\n\s+at /.test(message) || /Error:/.test(message)) return `a ${answer.status} that leaks an error: ${message}`;
  return undefined;
}

describe('fuzzing every route of the route table', () => {
  it.each(routeIds)(
    '%s: never a 5xx, every 4xx is JSON {message}, a refusal writes nothing',
    async (id) => {
      const route: RouteDefinition = routes[id];
      const world = await freshWorld();
      const counts = new Map<number, number>();
      statusCounts.set(id, counts);
      let state = await tableState();

      await fc.assert(
        fc.asyncProperty(requestArbitrary(id, route, world), async (request) => {
          const answer = await send(route, request);
          // A registration's confirmation link is written by the mail sender after the answer: let it finish, so
          // its write is not taken for one of the next request's.
          await testLambda().settled();
          counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
          const before = state;
          state = await tableState();
          if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.text.slice(0, 300)}`);
          if (answer.status < 400) return;
          const problem = checkRefusal(answer);
          if (problem) throw new Error(problem);
          const written = missingFrom(state, before);
          const lost = missingFrom(before, state);
          if (written.length || lost.length) {
            throw new Error(
              `a ${answer.status} refusal changed the table.\nwritten: ${written.join('\n')}\nlost: ${lost.join('\n')}`,
            );
          }
        }),
        { numRuns: runs, seed, path: replayPath, endOnFailure: true },
      );
    },
    runs * 400 + 60_000,
  );
});
