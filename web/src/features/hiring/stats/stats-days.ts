/** How a stats day (`YYYY-MM-DD`, UTC) is written on the chart and in its table. */
const format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const shortDay = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
