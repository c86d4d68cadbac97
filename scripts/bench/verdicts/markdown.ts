/** The short markdown summary printed at the end of a run (and pasted into docs/performance.md). */
import type { BenchReport } from '../harness/report.js';
import { lighthouseTable } from './lighthouse-table.js';

const row = (cells: (string | number)[]) =>
  `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'yes' : '**NO**');

export function toMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const sizes = report.options.sizes;
  lines.push(
    `Run of ${report.startedAt}: ${Math.round(report.durationSeconds / 6) / 10} min, Node ${report.machine.node}, ` +
      `${report.machine.cpus} cores, load average ${report.machine.loadAverageAtStart[0]} at start, ` +
      `${report.machine.loadAverageAtEnd[0]} at the end` +
      (report.machine.loadAverageBySection
        ? ` (by section: ${Object.entries(report.machine.loadAverageBySection)
            .map(([name, load]) => `${name} ${load}`)
            .join(', ')})`
        : '') +
      '.',
    '',
    row(['Goal', 'Target', 'Measured', 'Met']),
    row(['---', '---', '---', '---']),
    ...report.goals.map((goal) =>
      row([goal.goal, goal.target, goal.note ? `${goal.measured} (${goal.note})` : goal.measured, verdict(goal.met)]),
    ),
  );
  const explained = report.goals.filter((goal) => goal.why);
  if (explained.length) lines.push('', 'Not met, and why:', ...explained.map((goal) => `- ${goal.goal}: ${goal.why}.`));
  if (report.seeding.status === 'measured') {
    lines.push(
      '',
      'Seeding (DynamoDB Local in memory): the first jobs through createJob and the stream indexer, compared item by item with the bulk path; the rest in bulk',
      '',
      row([
        'Board',
        'createJob jobs/s',
        'items compared',
        'bulk items',
        'bulk items/s',
        'index entries per job',
        'seconds',
      ]),
      row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...report.seeding.boards.map((board) =>
        row([
          board.toJobs,
          board.createJob?.jobsPerSecond ?? '',
          board.equivalence ? `${board.equivalence.itemsCompared} + ${board.equivalence.indexItemsCompared} index` : '',
          board.bulk.items,
          board.bulk.itemsPerSecond,
          `${board.indexEntriesPerJob.median} (max ${board.indexEntriesPerJob.max})`,
          board.seconds,
        ]),
      ),
    );
  }
  if (report.queries.status === 'measured') {
    lines.push(
      '',
      `GET /api/jobs, ${report.queries.pageSize} per page: items DynamoDB read, and p95 latency through the local server`,
      '',
      row([
        'Query',
        ...sizes.map((size) => `items ${size}`),
        'ratio',
        ...sizes.map((size) => `p95 ms ${size}`),
        'ratio',
        ...sizes.map((size) => `floor p95 ${size}`),
      ]),
      row(['---', ...sizes.map(() => '---:'), '---:', ...sizes.map(() => '---:'), '---:', ...sizes.map(() => '---:')]),
      ...report.queries.kinds.map((kind) =>
        row([
          kind.label,
          ...sizes.map((size) => kind.bySize[size]?.itemsRead ?? ''),
          kind.itemsReadRatio,
          ...sizes.map((size) => kind.bySize[size]?.latencyMs.p95 ?? ''),
          kind.p95Ratio,
          ...sizes.map((size) => kind.bySize[size]?.floorMs.p95 ?? ''),
        ]),
      ),
    );
  }
  if (report.search.status === 'measured') {
    const { recall, bySize } = report.search;
    lines.push(
      '',
      `Recall at ${recall.boardJobs} jobs: ${recall.found} of ${recall.pairs} pairs from ${recall.jobs} jobs ` +
        `(${Object.entries(recall.byField)
          .map(([field, tally]) => `${field} ${tally.found}/${tally.pairs}`)
          .join(', ')}); misses: ${
          recall.misses.map((miss) => `"${miss.word}" (${miss.field}, ${miss.cause})`).join(', ') || 'none'
        }`,
      '',
      row(['Check', ...sizes.map((size) => `${size} jobs`), 'Expected']),
      row(['---', ...sizes.map(() => '---'), '---']),
      ...(bySize[String(sizes[0])]?.checks ?? []).map((check, i) =>
        row([
          check.name,
          ...sizes.map((size) => {
            const one = bySize[size]?.checks[i];
            return one ? `${one.passed ? 'pass' : '**FAIL**'}: ${one.result}` : '';
          }),
          check.expected,
        ]),
      ),
      '',
      row(['Judged queries', ...sizes.map((size) => `${size} jobs`)]),
      row(['---', ...sizes.map(() => '---')]),
      ...(['relevant', 'newest'] as const).map((order) =>
        row([
          `sort=${order}: top 5 right, NDCG@10`,
          ...sizes.map((size) => {
            const figures = bySize[size]?.relevance[order];
            return figures ? `${figures.topFiveShare}, ${figures.ndcg10}` : '';
          }),
        ]),
      ),
    );
  }
  if (report.indexLag.status === 'measured') {
    const lag = report.indexLag;
    lines.push(
      '',
      `Index lag (${lag.postedMs.runs} posts, then deactivations; poller woken by each write): post ` +
        `median ${lag.postedMs.median} / p95 ${lag.postedMs.p95} / max ${lag.postedMs.max} ms; deactivate median ` +
        `${lag.deactivatedMs.median} / p95 ${lag.deactivatedMs.p95} / max ${lag.deactivatedMs.max} ms; ` +
        `one GetItem (the floor) median ${lag.getItemFloorMs.median} / p95 ${lag.getItemFloorMs.p95} ms.`,
    );
  }
  if (report.alerts.status === 'measured') {
    lines.push(
      '',
      'Alert digest (daily alerts last mailed a day before the board was seeded; every DynamoDB read counted at the client)',
      '',
      row(['Board', 'new jobs that day', 'alerts', 'emails', 'items read', 'per email', 'per alert', 'digest s']),
      row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...report.alerts.boards.map((board) =>
        row([
          board.boardJobs,
          board.jobsSinceLastEmail,
          board.alerts,
          board.emails,
          board.itemsRead,
          board.itemsReadPerEmail,
          board.itemsReadPerAlert,
          board.digestSeconds,
        ]),
      ),
    );
  }
  if (report.lighthouse.status === 'measured') {
    const { pages, floor, renderedFloor, interactions = [] } = report.lighthouse;
    lines.push(
      '',
      `Lighthouse (mobile), ${pages[0]?.runs ?? 0} rounds with the stack floor pages in each: medians (spread)`,
      '',
      lighthouseTable({ pages, floor, renderedFloor }),
      ...(interactions.length
        ? [
            '',
            `INP at 4× CPU: ${interactions.map((i) => `${i.page} ${i.inpMs} ms (${i.inpRuns.join('/')})`).join(', ')}`,
          ]
        : []),
    );
  }
  return lines.join('\n');
}
