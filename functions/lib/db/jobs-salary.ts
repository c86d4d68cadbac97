/**
 * The salary text is free ("salary (optional text)"); the salary filter needs numbers. We read the
 * first two amounts ('$120k - $150k', '€60,000', '$45/hour') and turn them into yearly figures, so the filter
 * compares like with like. Text we cannot read leaves the job out of salary-filtered lists, never fails a post.
 */
export interface SalaryRange {
  salaryMin: number;
  salaryMax: number;
}

const PERIODS: [RegExp, number][] = [
  [/\b(hour|hourly|hr)\b|\/\s*h\b/, 2080],
  [/\b(day|daily)\b/, 260],
  [/\b(week|weekly|wk)\b/, 52],
  [/\b(month|monthly|mo)\b/, 12],
];

export function parseSalary(text: string | undefined): SalaryRange | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  const amounts = [...lower.matchAll(/(\d+(?:\.\d+)?)\s*(k|m)?\b/g)].slice(0, 2).map((match) => {
    const scale = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
    return Number(match[1]) * scale;
  });
  if (amounts.length === 0) return undefined;
  const factor = PERIODS.find(([pattern]) => pattern.test(lower))?.[1] ?? 1;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)].map((amount) => Math.round(amount * factor));
  return { salaryMin: low as number, salaryMax: high as number };
}
