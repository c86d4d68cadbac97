/**
 * Headroom (infra/config/concurrency.ts): prod's reservations leave at least a fifth of what an account can reserve
 * unreserved, the page function and the search indexer have their own, a grown route table is scaled down instead
 * of failing a deploy, and the WAF's rate rules cover the rendered pages as well as the API.
 */
import { routeIds } from '../../shared/routes.js';
import { RESERVABLE, RESERVATION_CEILING, reservationsFor } from '../config/concurrency.js';
import { stageConfig } from '../config/stages.js';
import { renderedPagePaths } from '../stacks/edge-stack.js';
import { synthesizedStage } from './synth.js';

const prod = stageConfig('prod', undefined, true);
const wants = prod.reservedConcurrency!;

type Fn = { Properties: { Description: string; ReservedConcurrentExecutions?: number } };
const functionsOf = () =>
  Object.values(synthesizedStage('prod').template).flatMap(
    (template) => Object.values(template.findResources('AWS::Lambda::Function')) as Fn[],
  );

it('prod reserves at most four fifths of what the account can reserve, every function of every stack together', () => {
  const reserving = functionsOf().filter((f) => f.Properties.ReservedConcurrentExecutions !== undefined);
  const total = reserving.reduce((sum, f) => sum + f.Properties.ReservedConcurrentExecutions!, 0);
  expect(total).toBe(reservationsFor(wants).total);
  expect(total).toBeLessThanOrEqual(RESERVATION_CEILING);
  expect(RESERVABLE - total).toBeGreaterThanOrEqual(RESERVABLE / 5);
  // Every route, both senders, the page function and the indexer: a sum over fewer would not be the account's.
  expect(reserving.length).toBe(routeIds.length + 4);
});

it('the page function and the search indexer have reservations of their own', () => {
  const byDescription = (start: string) =>
    functionsOf().filter((f) => String(f.Properties.Description ?? '').startsWith(start));
  expect(byDescription('Renders the job pages').map((f) => f.Properties.ReservedConcurrentExecutions)).toEqual([
    wants.pages,
  ]);
  expect(byDescription('Keeps the search index').map((f) => f.Properties.ReservedConcurrentExecutions)).toEqual([
    wants.indexer,
  ]);
});

it('a route table three times as long still leaves the headroom, each function keeping a share', () => {
  const grown = [...routeIds, ...routeIds, ...routeIds];
  const plan = reservationsFor(wants, grown);
  expect(plan.total).toBeLessThanOrEqual(RESERVATION_CEILING);
  for (const share of Object.values(plan.perClass)) expect(share).toBeGreaterThanOrEqual(2);
  // Today's table fits without scaling: each class gets what prod wants.
  expect(reservationsFor(wants).perClass).toEqual({ read: wants.read, write: wants.write, auth: wants.auth });
});

it('the WAF rate-limits each address on the rendered pages too: /job/*, /jobs and /companies/*', () => {
  const acl = Object.values(synthesizedStage('prod').template.edge!.findResources('AWS::WAFv2::WebACL'))[0] as any;
  const rule = acl.Properties.Rules.find((r: any) => r.Name === 'PagesRatePerAddress');
  const statement = rule.Statement.RateBasedStatement;
  expect(statement).toMatchObject({ AggregateKeyType: 'IP', Limit: prod.wafRateLimits.pages });
  const matches = statement.ScopeDownStatement.OrStatement.Statements.map((s: any) => [
    s.ByteMatchStatement.SearchString,
    s.ByteMatchStatement.PositionalConstraint,
  ]);
  expect(matches).toEqual([
    ['/job/', 'STARTS_WITH'],
    ['/jobs', 'EXACTLY'],
    ['/companies/', 'STARTS_WITH'],
  ]);
  expect(matches).toEqual(renderedPagePaths);
  expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
});
