/** The soak's figures: per kind of request its count, 2xx, intended 429s, errors (anything else), p50 and p99. */
import { percentile, round } from '../bench/harness/stats.js';
import type { Kind, Sample } from './load.js';

export interface KindFigures {
  requests: number;
  ok: number;
  tooMany: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SoakReport {
  date: string;
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  tooMany: number;
  errors: number;
  /** Errors by status; 0 is no answer (a network failure or the 30 s give-up). */
  errorsByStatus: Record<string, number>;
  /** The first few errors as `kind status message`, to start from when there are any. */
  errorSamples: string[];
  byKind: Partial<Record<Kind, KindFigures>>;
  written: { accounts: number; jobs: number; applications: number };
  lost: { accounts: number; jobs: number; applications: number };
  machine: { cpus: number; loadAverage: number[] };
}

export const isError = (status: number) => !(status >= 200 && status < 300) && status !== 429;

export function figuresOf(samples: Sample[]): KindFigures {
  const times = samples.map((sample) => sample.ms);
  return {
    requests: samples.length,
    ok: samples.filter((sample) => sample.status >= 200 && sample.status < 300).length,
    tooMany: samples.filter((sample) => sample.status === 429).length,
    errors: samples.filter((sample) => isError(sample.status)).length,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
  };
}

export function printReport(report: SoakReport, log: (line: string) => void) {
  log(`\nSoak ${report.date}: ${report.seconds} s at ${report.connections} connections`);
  log('kind            requests      2xx   429  errors   p50 ms   p99 ms');
  for (const [kind, figures] of Object.entries(report.byKind)) {
    const cells = [figures.requests, figures.ok, figures.tooMany, figures.errors].map((n, i) =>
      String(n).padStart([8, 9, 6, 8][i] as number),
    );
    log(`${kind.padEnd(14)}${cells.join('')}${String(figures.p50Ms).padStart(9)}${String(figures.p99Ms).padStart(9)}`);
  }
  log(
    `total ${report.requests} requests (${report.requestsPerSecond}/s), ${report.tooMany} × 429, ${report.errors} errors`,
  );
  for (const sample of report.errorSamples) log(`  error: ${sample}`);
  const { written, lost } = report;
  log(
    `written: ${written.accounts} accounts, ${written.jobs} jobs, ${written.applications} applications; ` +
      `lost: ${lost.accounts} accounts, ${lost.jobs} jobs, ${lost.applications} applications`,
  );
}
