/**
 * react-router's package exports name only its development build (remix-run/react-router#14102), whose dev warnings
 * would run in every visitor's browser. A production build takes the production files the package also ships
 * (0.4 KiB gzipped less for the site: most of the difference was already tree-shaken). The site's build and the
 * benchmark's stack floor (scripts/bench/measures/web/web-floor) both resolve react-router this way.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const productionDir = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));

export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: `${productionDir}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${productionDir}dom-export.mjs` },
];
