/**
 * The import aliases of the site's code: `@/` is web/src and `@shared/` is shared, so an import names where the
 * file lives instead of climbing folders. The same two are in tsconfig.json's `paths` (for the compiler); Vite
 * (vite.config.ts and the prerender server) and the web and e2e test projects resolve them from this list.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const sourceAliases: Alias[] = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('../../shared/', import.meta.url)) },
];
