/** Every route in exactly one route stack (infra/config/route-stacks.ts), or the synth stops and says which. */
import { routeIds } from '../../shared/routes.js';
import { checkRouteStacks, routeStacks } from '../config/route-stacks.js';

describe('checkRouteStacks', () => {
  it('accepts the groups as they are: every route once', () => {
    expect(() => checkRouteStacks()).not.toThrow();
    expect(Object.values(routeStacks).flat().sort()).toEqual([...routeIds].sort());
  });

  it('names a route in no group, one in two groups and an id that is no route', () => {
    const [first, second, ...rest] = routeIds;
    const groups = { a: [first!, second!], b: [second!, ...rest.slice(1), 'no-such-route'] };
    expect(() => checkRouteStacks(groups)).toThrow(
      new RegExp(`${second}: in a, b[\\s\\S]*${rest[0]}: in no group[\\s\\S]*no-such-route: not a route`),
    );
  });
});
