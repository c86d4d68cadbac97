/**
 * The code side of `invokes` (shared/routes.ts): a route may hand events only to the workers its entry names, and
 * names only those it hands events to. A call without its grant would work locally and fail deployed (no function
 * name in its environment, no right to invoke), so this reads the code: the routes that call a worker's hand-off
 * function, directly or through exported functions that call it. mail-sender.test.ts checks the template side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteDefinition, type RouteWorker, routeIds, routes } from '../../shared/routes.js';
import { repoRoot } from '../bundling.js';

const dir = join(repoRoot, 'functions');
// What ships in a Lambda: not the tests, their helpers, nor the local stand-ins for AWS.
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing') && !file.startsWith('local'),
  )
  .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));

/** Each worker's hand-off: the one function that invokes it, and its module. */
const handOffs: Record<RouteWorker, { fn: string; module: string }> = {
  'reset-and-contact-mail': { fn: 'queueMail', module: 'lib/mail/mail-request.ts' },
  'application-mail': { fn: 'handOffApplicationMail', module: 'lib/mail/application-mail-request.ts' },
  'cv-reader': { fn: 'invokeCvReader', module: 'lib/cv-reading/hand-off.ts' },
};

/** A module's exported functions with their text, up to the next one. */
const exportedFunctions = (text: string) =>
  text
    .split(/^export (?:async )?function /m)
    .slice(1)
    .map((part) => ({ name: part.slice(0, part.search(/[<(]/)), body: part }));

/** The routes that call `fn`, or an exported function of a module outside routes/ that calls it, and so on. */
function routesCalling(fn: string): string[] {
  const callers = new Set([fn]);
  const calls = (text: string) => [...callers].some((name) => new RegExp(`\\b${name}\\(`).test(text));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { text } of sources.filter(({ file }) => !file.startsWith('routes/'))) {
      for (const { name, body } of exportedFunctions(text)) {
        if (!callers.has(name) && calls(body)) {
          callers.add(name);
          grew = true;
        }
      }
    }
  }
  return sources
    .filter(({ file, text }) => file.startsWith('routes/') && calls(text))
    .map(({ file }) => file.replace(/^routes\/(.+)\.ts$/, '$1'))
    .sort();
}

it('invokes another function only through the hand-off modules', () => {
  const invoking = sources.filter(({ text }) => text.includes("/invoke-async.js'")).map(({ file }) => file);
  expect(invoking.sort()).toEqual(
    Object.values(handOffs)
      .map(({ module }) => module)
      .sort(),
  );
});

it.each(Object.entries(handOffs))(
  '%s: the routes that call its hand-off are the routes that invoke it',
  (worker, { fn }) => {
    const declared = routeIds.filter((id) => (routes[id] as RouteDefinition).invokes?.includes(worker as RouteWorker));
    expect(routesCalling(fn)).toEqual([...declared].sort());
  },
);
