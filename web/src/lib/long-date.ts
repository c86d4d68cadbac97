/** 'January 15, 2024', in the visitor's time zone, spelled by the browser's Intl. */
const longFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function longDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? longFormat.format(date) : '';
}
