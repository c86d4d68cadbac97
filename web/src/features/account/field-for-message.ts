/**
 * Which form field a server refusal is about, so its message can sit on that field: each field lists the API
 * messages (docs/accounts.md) that concern it. Unknown messages belong to the form as a whole.
 */
export function fieldForMessage<F extends string>(
  message: string | undefined,
  fields: Record<F, readonly string[]>,
): F | undefined {
  if (!message) return undefined;
  return (Object.keys(fields) as F[]).find((field) => fields[field].some((known) => message.startsWith(known)));
}
