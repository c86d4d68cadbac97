import { describe, expect, it } from 'vitest';
import { routeAddresses } from './route-addresses.js';
import { routeIds, routes } from './routes.js';

describe('routeAddresses', () => {
  it('holds every route, each with its method and path and no other fact', () => {
    expect(Object.keys(routeAddresses).sort()).toEqual([...routeIds].sort());
    for (const id of routeIds) {
      expect(routeAddresses[id], id).toStrictEqual({ method: routes[id].method, path: routes[id].path });
    }
  });

  it('is plain data, the same once written out as JSON (as the site build writes it)', () => {
    expect(JSON.parse(JSON.stringify(routeAddresses))).toStrictEqual(routeAddresses);
  });
});
