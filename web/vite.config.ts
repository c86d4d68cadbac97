/**
 * The site's Vite config. Root is web/, so `vite build --config web/vite.config.ts` writes web/dist from any
 * working folder. In `npm run dev` the API runs elsewhere and /api is proxied to it (same origin for the cookie).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { HEAD_SCRIPT } from '../shared/theme-script.js';
import { lazyMuiDefaultTheme } from './build/lazy-mui-default-theme.js';
import { prerenderPlugin } from './build/prerender-plugin.js';
import { reactRouterProductionAliases } from './build/react-router-production.js';
import { routeAddressesWrittenOut } from './build/route-addresses.js';
import { sourceAliases } from './build/source-aliases.js';

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), lazyMuiDefaultTheme(), routeAddressesWrittenOut(), inlineThemeScript(), prerenderPlugin()],
  // The development server keeps react-router's development build and its warnings.
  resolve: { alias: [...sourceAliases, ...(command === 'build' ? reactRouterProductionAliases : [])] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the site supports preloads modules itself (Safari since 17, Firefox since 115); an older one
    // still runs the site, fetching each lazy screen's files as it imports them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The site's own modules do nothing when imported but define things (no module is imported for an effect), so
      // a module whose exports go unused is left out. A feature's index re-exports what other features may use:
      // without this a screen importing one name from it would also carry the index's other modules.
      treeshake: { moduleSideEffects: [{ test: /\/web\/src\//, sideEffects: false }] },
      output: {
        // Everything the first screen needs in one file: one request, and it compresses ~6 KiB better than the
        // twenty small shared chunks automatic splitting makes. The other screens stay lazy chunks.
        // The MUI internals those screens share (utils, system, material's utils) go in one more file instead of a
        // dozen of about 1 KiB, each a round trip on a phone's link (and six at a time over HTTP/1.1): the jobs
        // list's 26 files became 16, for 0.7 KiB more.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'mui-parts', test: /node_modules\/@mui\/(utils|system|material\/utils)\// },
            // An outlined field's parts stay one file with TextInput: a screen that uses them without TextInput (a
            // NativeSelectField alone, as the dashboard's lazy Stats tab does) would split them off it, and every
            // form screen would load two files and 0.6 KiB more.
            {
              name: 'text-input',
              test: /node_modules\/@mui\/material\/(FormControl|FormLabel|FormHelperText|InputLabel|InputBase|OutlinedInput|TextareaAutosize)\/|\/web\/src\/components\/common\/text-input\.tsx$/,
            },
            // Two pairs that every screen using one loads with the other, one file each: Dialog (with its title and
            // content) and DialogContentText; FormActions (a form's action row) and MUI's DialogActions under it. A
            // group takes its modules' imports along, so the transition (Collapse's too), the portal (Autocomplete's
            // popper's too) and the modal (the menus' too) are named first and stay files of their own: a screen with
            // a menu or a Collapse loads no dialog. Beyond the shell (2026-11-28): applications 52.8 -> 52.3 KiB,
            // admin desk 50.4 -> 50.0, post-job 50.4 -> 49.9, no screen or lazy part heavier by 0.3 KiB or more.
            // Dialog and Modal as one file saved 0.7 more on those screens but put 1.7 KiB on every menu of a screen
            // without a dialog.
            {
              name: 'transition',
              test: /node_modules\/(@mui\/material\/internal\/Transition\.mjs$|react-transition-group\/)/,
            },
            { name: 'portal', test: /node_modules\/@mui\/material\/Portal\// },
            { name: 'modal', test: /node_modules\/@mui\/material\/(Modal|Fade|Backdrop|Unstable_TrapFocus)\// },
            {
              name: 'dialog',
              test: /node_modules\/@mui\/material\/(Dialog|DialogTitle|DialogContent|DialogContentText)\//,
            },
            {
              name: 'form-actions',
              test: /node_modules\/@mui\/material\/DialogActions\/|\/web\/src\/components\/common\/form-actions\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000' } },
  },
}));

/**
 * Puts the head script (theme, held clicks, the app's start) into <head>, byte for byte (the CSP allows it by its
 * hash).
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'inline-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head' }],
  };
}
