/**
 * Wraps a shared body schema for the API: the body must be a JSON object (an array or a bare value is refused with
 * a clear message), and the given required fields count as '' when missing, so `{}` answers with the field's own
 * rule ('Title must be at least 3 characters') instead of valibot's 'Invalid key: Expected "title"'. The web
 * forms always send every field, so they keep using the shared schema as it is.
 */
import * as v from 'valibot';
import { accountMessages } from '../../shared/texts.js';

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

export function objectBody<S extends v.GenericSchema>(schema: S, requiredFields: readonly string[] = []) {
  const blanks = Object.fromEntries(requiredFields.map((field) => [field, '']));
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, accountMessages.bodyNotObject),
    v.transform((input) => ({ ...blanks, ...input }) as v.InferInput<S>),
    schema,
  );
}
