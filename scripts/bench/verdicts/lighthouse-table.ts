/**
 * The Lighthouse part of a report as a markdown table: each page beside the stack floor audited in the same rounds,
 * medians with the runs' spread, and the machine's speed (Lighthouse's benchmarkIndex) each page was measured at.
 */
import { round } from '../harness/stats.js';
import type { LighthouseFigures } from '../measures/web/lighthouse.js';

export function lighthouseTable({ pages, floor }: Pick<LighthouseFigures, 'pages' | 'floor'>): string {
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  const rows = [...(floor ? [floor] : []), ...pages].map(
    (p) =>
      `| ${p.page} | ${p.performance} (${range(p.performanceRuns)}) | ${p.tbtMs} (${range(p.tbtRuns)}) | ` +
      `${p.longestTaskMs} (${range(p.longestTaskRuns)}) | ` +
      `${round(p.lcpMs / 1000, 2)} (${range(p.lcpRuns.map((ms) => round(ms / 1000, 2)))}) | ` +
      `${p.againstFloor ? `${p.againstFloor.performance} / ${p.againstFloor.tbtMs}` : ''} | ${p.benchmarkIndex} |`,
  );
  return [
    '| page | score (runs) | TBT ms (runs) | longest task ms (runs) | LCP s (runs) | vs floor: score / TBT ms | benchmarkIndex |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
