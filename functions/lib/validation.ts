/** Runs a shared valibot schema; a failure is a 400 with the rule's own message (spec §5 wording). */
import * as v from 'valibot';
import { badRequest } from './errors.js';

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw badRequest(result.issues[0]?.message ?? 'The request is invalid');
}
