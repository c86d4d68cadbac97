/**
 * The local stand-in for the deployed sitemap schedule (infra/constructs/sitemap-writer.ts): the sitemap writer
 * (functions/workers/write-sitemap.ts, the handler deployed) runs once at start and then every `intervalMs`
 * (SITEMAP_INTERVAL_MS, default a minute), writing into the data folder the local server serves from.
 */
import { startScheduleTimer } from './schedule-timer.js';

const MINUTE_MS = 60_000;

export function startSitemapTimer(intervalMs = Number(process.env.SITEMAP_INTERVAL_MS) || MINUTE_MS) {
  return startScheduleTimer(
    'sitemap writer',
    async () => (await import('../../functions/workers/write-sitemap.js')).handler(),
    intervalMs,
  );
}
