/** Building blocks the payload schemas share. Empty strings in a query mean "not given". */
import * as v from 'valibot';

/** A query parameter: trimmed text up to `max` characters; '' becomes undefined. */
export function optionalQueryText(name: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `${name} must be at most ${max} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}

/** A note a person may leave out (a message, details): trimmed, at most `max` characters, '' when left out. */
export function optionalNote(max: number, message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.maxLength(max, message));
}

/** A whole number given as text (query string or path), checked for range. */
export function wholeNumberText(name: string, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,15}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

/** A whole number given as text, or '' standing for `empty`. */
function wholeNumberTextOrEmpty<E extends number | undefined>(name: string, min: number, max: number, empty: E) {
  return v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform((): E => empty),
      ),
      wholeNumberText(name, min, max),
    ],
    (issue) => String(issue.issues?.[issue.issues.length - 1]?.message ?? `${name} is invalid`),
  );
}

/** An optional whole number given as text; missing and '' both mean not given (undefined). */
export function optionalWholeNumberText(name: string, min: number, max: number) {
  return v.optional(wholeNumberTextOrEmpty(name, min, max, undefined));
}

/**
 * A whole number given as text with a value when it is not given: missing and '' (`?limit=`) both mean `fallback`,
 * never undefined, so a handler cannot pass NaN on.
 */
export function wholeNumberTextOr(name: string, min: number, max: number, fallback: number) {
  return v.optional(wholeNumberTextOrEmpty(name, min, max, fallback), String(fallback));
}
