/**
 * Runs a contract schema; a failure answers with the first broken rule's own message, as a 400 unless the caller
 * says otherwise (path parameters answer 404).
 */
import * as v from 'valibot';
import { badRequest, type HttpError } from './errors.js';

export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  reject: (message: string) => HttpError = badRequest,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw reject(result.issues[0]?.message ?? 'The request is invalid');
}
