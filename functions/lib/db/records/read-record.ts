/**
 * Reading a stored item back through its entity's schema. The table is ours, so an item that does not match is
 * a bug or a bad migration, never the caller's fault: it is logged with its key and the issues, and the request
 * fails (a 500 from the error middleware) instead of passing a wrong shape on.
 */
import * as v from 'valibot';
import { logger } from '../../logger.js';

export class MalformedRecordError extends Error {
  override name = 'MalformedRecordError';
}

/** The item's table key, or its id when it has none (an object built in memory, not read). */
function keyOf(item: Record<string, unknown>): string {
  return item.pk === undefined ? `id ${String(item.id)}` : `${String(item.pk)} ${String(item.sk)}`;
}

export function readRecord<S extends v.GenericSchema<unknown, unknown>>(
  entity: string,
  schema: S,
  item: Record<string, unknown>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, item);
  if (result.success) return result.output;
  const key = keyOf(item);
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'item'}: ${issue.message}`).join('; ');
  logger.error('Malformed record', { entity, key, issues });
  throw new MalformedRecordError(`Malformed ${entity} record ${key}: ${issues}`);
}
