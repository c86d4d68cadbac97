/**
 * The browser reads each route's method and path from shared/route-addresses.ts, which derives them from the route
 * table (shared/routes.ts). Bundled as it is, that module would bring the whole table along: who may call each
 * route and what its Lambda may touch (table rights, stack, file grants, workers, sizing), facts the browser never
 * reads. This build step puts the module's value in its place, written out, so the table stays one entry per route
 * (the compiler still demands every fact of each) and the browser gets the addresses alone.
 *
 * The build fails if that module exports anything but its data (the written-out module would lack it), or if a
 * browser chunk carries the table anyway (some screen imported shared/routes.ts for a value, not a type).
 */
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import * as addresses from '../../shared/route-addresses.js';

const ADDRESSES_MODULE = normalizePath(fileURLToPath(new URL('../../shared/route-addresses.ts', import.meta.url)));
const TABLE_MODULE = normalizePath(fileURLToPath(new URL('../../shared/routes.ts', import.meta.url)));

export function routeAddressesWrittenOut(): Plugin {
  return {
    name: 'route-addresses-written-out',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (normalizePath(id) !== ADDRESSES_MODULE) return undefined;
      const exported = Object.keys(addresses);
      if (exported.join() !== 'routeAddresses') {
        this.error(
          `route-addresses: shared/route-addresses.ts exports ${exported.join(', ')}; it may export routeAddresses alone`,
        );
      }
      return `export const routeAddresses = ${JSON.stringify(addresses.routeAddresses)};\n`;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.moduleIds.some((id) => normalizePath(id) === TABLE_MODULE)) {
          this.error(
            `route-addresses: ${file.fileName} carries the route table (shared/routes.ts); the browser takes a route's method and path from shared/route-addresses.ts`,
          );
        }
      }
    },
  };
}
