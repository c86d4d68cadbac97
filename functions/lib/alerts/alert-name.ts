/** The name an alert gets when none is given: what it searches, in a few words ("React in Berlin"). */
import type { AlertFilters } from '../../../shared/schemas/alerts.js';

export function alertName(given: string | undefined, filters: AlertFilters): string {
  if (given) return given;
  const what = filters.search ?? filters.category ?? 'All jobs';
  const where = filters.location ?? (filters.workArrangement === 'remote' ? 'remote' : undefined);
  return (where ? `${what} in ${where}` : what).slice(0, 100);
}
