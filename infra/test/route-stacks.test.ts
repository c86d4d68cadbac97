/** The route stacks as the route table's `stack` fields make them: every route in one, no stack empty. */
import { routeIds } from '../../shared/routes.js';
import { routeStackNames, routeStacks } from '../config/route-stacks.js';

describe('routeStacks', () => {
  it('holds every route of the table exactly once', () => {
    expect(Object.values(routeStacks).flat().sort()).toEqual([...routeIds].sort());
  });

  it.each(routeStackNames)('%s holds at least one route (a stack with none is a name to remove)', (name) => {
    expect(routeStacks[name].length).toBeGreaterThan(0);
  });
});
