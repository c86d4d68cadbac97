/**
 * The local stand-in for the deployed sitemap schedule (infra/constructs/sitemap-writer.ts): while the stack runs,
 * the sitemap writer (functions/workers/write-sitemap.ts, the handler deployed) runs once at start and then every
 * `intervalMs` (SITEMAP_INTERVAL_MS, default a minute), writing into the data folder the local server serves from.
 */
import { logger } from '../../functions/lib/logger.js';

const MINUTE_MS = 60_000;

export function startSitemapTimer(intervalMs = Number(process.env.SITEMAP_INTERVAL_MS) || MINUTE_MS) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    // One run at a time: a slow run is never overtaken by the next, which would write an older list last.
    running = running.then(async () => {
      try {
        const { handler } = await import('../../functions/workers/write-sitemap.js');
        await handler();
      } catch (error) {
        logger.error('Local sitemap not written', { error: error as Error });
      }
    });
    return running;
  };
  const first = run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    /** Resolves once the first sitemap is written. */
    ready: first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
