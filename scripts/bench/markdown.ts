/** The short markdown summary printed at the end of a run (and pasted into docs/performance.md). */
import type { BenchReport } from './report.js';

const row = (cells: (string | number)[]) =>
  `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'yes' : '**NO**');

export function toMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const sizes = report.options.sizes;
  lines.push(
    `Run of ${report.startedAt}: ${Math.round(report.durationSeconds / 6) / 10} min, Node ${report.machine.node}, ` +
      `${report.machine.cpus} cores, load average ${report.machine.loadAverageAtStart[0]} at start.`,
    '',
    row(['Goal', 'Target', 'Measured', 'Met']),
    row(['---', '---', '---', '---']),
    ...report.goals.map((goal) =>
      row([goal.goal, goal.target, goal.note ? `${goal.measured} (${goal.note})` : goal.measured, verdict(goal.met)]),
    ),
  );
  const explained = report.goals.filter((goal) => goal.why);
  if (explained.length) lines.push('', 'Not met, and why:', ...explained.map((goal) => `- ${goal.goal}: ${goal.why}.`));
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
      ]),
      row(['---', ...sizes.map(() => '---:'), '---:', ...sizes.map(() => '---:'), '---:']),
      ...report.queries.kinds.map((kind) =>
        row([
          kind.label,
          ...sizes.map((size) => kind.bySize[size]?.itemsRead ?? ''),
          kind.itemsReadRatio,
          ...sizes.map((size) => kind.bySize[size]?.latencyMs.p95 ?? ''),
          kind.p95Ratio,
        ]),
      ),
    );
  }
  return lines.join('\n');
}
