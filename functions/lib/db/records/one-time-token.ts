/** Reading one-time token items: the data of their kind (whose user, which address) and their times. */
import * as v from 'valibot';
import { readRecord } from './read-record.js';

/** The data entries of one kind of token, e.g. `{ userId: v.number() }`. */
export type TokenDataEntries = v.ObjectEntries;

export interface TokenTimes {
  /** ISO time of issue. */
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const timeEntries = { createdAt: v.string(), expiresAt: v.number() };

/** What a kind's data entries read as. */
export type TokenData<Entries extends TokenDataEntries> = v.InferOutput<v.ObjectSchema<Entries, undefined>>;

/** The reader of one kind's items (`entity` names it in a log line when an item does not match). */
export function tokenItemReader<Entries extends TokenDataEntries>(entity: string, data: Entries) {
  const schema = v.object({ ...data, ...timeEntries });
  return (item: Record<string, unknown>) => readRecord(entity, schema, item) as TokenData<Entries> & TokenTimes;
}
