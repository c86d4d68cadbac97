/** How a stats day (`YYYY-MM-DD`, UTC) is written on the chart and in its table. */
const format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const shortDay = (day: string) => format.format(new Date(`${day}T00:00:00Z`));

interface Activity {
  day: string;
  views: number;
  applications: number;
}

/**
 * The days from the first on which there was something to count: the earliest posting (an ISO time) or, if earlier,
 * the first day with views or applications (a job deleted since may have had them). A chart of the weeks before
 * a job existed would be zeros that say nothing. Every day when none is left.
 */
export function daysSince<Day extends Activity>(days: Day[], firstPosted: string | undefined): Day[] {
  const firstActive = days.find((day) => day.views > 0 || day.applications > 0)?.day;
  const posted = firstPosted?.slice(0, 10);
  const first = [posted, firstActive].filter((day): day is string => day !== undefined).sort()[0];
  const kept = first ? days.filter((day) => day.day >= first) : days;
  return kept.length > 0 ? kept : days;
}
