/**
 * Wraps a shared body schema for the API: the body must be a JSON object. An array or a bare value is refused with
 * a message a person understands instead of valibot's 'Invalid type: Expected Object but received "x"'.
 */
import * as v from 'valibot';
import { accountMessages } from '../texts.js';

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/* @__NO_SIDE_EFFECTS__ */
export function objectBody<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.custom<v.InferInput<S>>(isPlainObject, accountMessages.bodyNotObject), schema);
}
