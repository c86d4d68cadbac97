/**
 * The Lighthouse part of a report as a markdown table: each page beside the stack floor audited in the same rounds,
 * medians with the runs' spread, and the machine's speed (Lighthouse's benchmarkIndex) each page was measured at.
 * TBT counts only what runs after the first paint, so the first paint and the blocking time of the whole load stand
 * beside it: a page that paints before its scripts run is not compared with one that paints after as if alike. The
 * floor rendered on the server and adopted, as the site's pages are, has a column of its own.
 */
import { round, signed } from '../harness/stats.js';
import type { LighthouseFigures } from '../measures/web/lighthouse.js';

export function lighthouseTable({
  pages,
  floor,
  renderedFloor,
}: Pick<LighthouseFigures, 'pages' | 'floor' | 'renderedFloor'>): string {
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  const seconds = (ms: number) => round(ms / 1000, 2);
  const rows = [...(floor ? [floor] : []), ...(renderedFloor ? [renderedFloor] : []), ...pages].map(
    (p) =>
      `| ${p.page} | ${p.performance} (${range(p.performanceRuns)}) | ${p.tbtMs} (${range(p.tbtRuns)}) | ` +
      `${p.loadBlockingMs} (${range(p.loadBlockingRuns)}) | ` +
      `${p.longestTaskMs} (${range(p.longestTaskRuns)}) | ` +
      `${seconds(p.fcpMs)} (${range(p.fcpRuns.map(seconds))}) | ` +
      `${seconds(p.lcpMs)} (${range(p.lcpRuns.map(seconds))}) | ` +
      `${
        p.againstFloor
          ? [
              signed(p.againstFloor.performance),
              signed(p.againstFloor.tbtMs),
              signed(p.againstFloor.loadBlockingMs),
              signed(seconds(p.againstFloor.fcpMs)),
            ].join(' / ')
          : ''
      } | ${
        p.againstRenderedFloor
          ? `${signed(p.againstRenderedFloor.tbtMs)} / ${signed(p.againstRenderedFloor.loadBlockingMs)}`
          : ''
      } | ${p.benchmarkIndex} |`,
  );
  return [
    '| page | score (runs) | TBT ms (runs) | whole load blocking ms (runs) | longest task ms (runs) | FCP s (runs) | ' +
      'LCP s (runs) | vs floor: score / TBT / whole load / FCP s | vs server-rendered floor: TBT / whole load | ' +
      'benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
