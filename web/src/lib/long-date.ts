/** 'January 15, 2024'. Kept apart from dates.ts: date-fns' format is large and only the job detail needs it. */
import { format } from 'date-fns';

export function longDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMMM d, yyyy') : '';
}
