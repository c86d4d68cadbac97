/**
 * Numeric ids in paths: anything else is treated as missing (job detail). Its own module so the site's
 * first screen can read an id without the payload schemas' validation library.
 */
export function parseNumericId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
