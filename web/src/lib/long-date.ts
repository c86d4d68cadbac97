/** 'January 15, 2024', in the visitor's time zone (English only, like the rest of the site). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function longDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A closing date (YYYY-MM-DD, a UTC day) as 'January 15, 2027': read at noon UTC, the same day in every zone. */
export function closingDay(date: string): string {
  return longDate(`${date}T12:00:00Z`);
}
