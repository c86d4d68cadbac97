/** Order statistics for the report: every timing is given as median and p95 (p99 where the goal asks for it). */

export interface Spread {
  median: number;
  p95: number;
  max: number;
  runs: number;
}

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (samples: number[]) => percentile(samples, 0.5);

/** Rounded to 0.1 so the JSON stays readable; counts stay whole. */
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A difference as written in a report: +12 above, -12 below, 0 level. */
export const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

export function spread(samples: number[]): Spread {
  return {
    median: round(median(samples)),
    p95: round(percentile(samples, 0.95)),
    max: round(Math.max(...samples)),
    runs: samples.length,
  };
}

export const kib = (bytes: number) => round(bytes / 1024);
