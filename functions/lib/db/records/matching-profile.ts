/**
 * Reading a seeker's matching item. A seeker who never saved a profile has no item: that reads as the empty
 * record, as do the parts an older item lacks.
 */
import * as v from 'valibot';
import { JOB_TYPES, WORK_ARRANGEMENTS } from '../../../../shared/constants.js';
import { CURRENCIES } from '../../../../shared/pay/exchange-rates.js';
import { PAY_PERIODS } from '../../../../shared/pay/pay-period.js';
import { remoteAsArrangement } from '../../../../shared/remote-as-arrangement.js';
import { MATCH_EMAIL_CHOICES } from '../../../../shared/texts/matching-texts.js';
import { readRecord } from './read-record.js';

const words = v.optional(v.array(v.string()), () => []);

// An older profile's job type `remote` reads as the work arrangement (shared/remote-as-arrangement.ts).
const profileSchema = v.pipe(
  v.object({
    skills: words,
    titles: words,
    places: words,
    arrangements: v.optional(v.array(v.picklist(WORK_ARRANGEMENTS)), () => []),
    jobTypes: v.optional(v.array(v.picklist(JOB_TYPES)), () => []),
    minPay: v.optional(
      v.object({ amount: v.number(), currency: v.picklist(CURRENCIES), period: v.picklist(PAY_PERIODS) }),
    ),
  }),
  v.transform(remoteAsArrangement),
);

const matchingItemSchema = v.object({
  profile: v.optional(profileSchema, () => ({})),
  // The reading of the saved CV, with the file's key in the CV bucket.
  cvReading: v.optional(
    v.object({
      status: v.picklist(['reading', 'read', 'failed', 'reviewed']),
      key: v.string(),
      fileName: v.string(),
      skills: v.array(v.string()),
    }),
  ),
  // Jobs marked "Not interested", with their skills and category ids.
  hidden: v.optional(
    v.array(v.object({ id: v.number(), skills: v.array(v.string()), cats: v.array(v.number()) })),
    () => [],
  ),
  version: v.optional(v.number(), 0),
  emailMatches: v.optional(v.picklist(MATCH_EMAIL_CHOICES), 'off'),
  matchesSince: v.optional(v.string()),
});

export type MatchingRecord = v.InferOutput<typeof matchingItemSchema>;

export const fromMatchingItem = (item: Record<string, unknown> | undefined): MatchingRecord =>
  readRecord('matching', matchingItemSchema, item ?? {});
