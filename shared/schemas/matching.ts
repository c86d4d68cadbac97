/** The matching profile a seeker saves (PUT /api/user/matching), shared by the API and the profile form. */
import * as v from 'valibot';
import { JOB_TYPES, WORK_ARRANGEMENTS } from '../constants.js';
import { CURRENCIES } from '../pay/exchange-rates.js';
import { PAY_PERIODS } from '../pay/pay-period.js';
import { remoteAsArrangement } from '../remote-as-arrangement.js';
import { MATCH_EMAIL_CHOICES, MATCHING_LIMITS, matchingMessages } from '../texts/matching-texts.js';

/** Trimmed, non-empty, each at most `itemMax` long; repeats (whatever their case) dropped. */
const wordList = (maxItems: number, countMessage: string, itemMax: number, itemMessage: string) =>
  v.pipe(
    v.array(
      v.pipe(v.string(itemMessage), v.trim(), v.minLength(1, itemMessage), v.maxLength(itemMax, itemMessage)),
      countMessage,
    ),
    v.transform((items) =>
      items.filter((item, i) => items.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === i),
    ),
    v.maxLength(maxItems, countMessage),
  );

const choices = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    v.array(v.picklist(options, message), message),
    v.transform((items) => [...new Set(items)]),
  );

const minPay = v.object(
  {
    amount: v.pipe(
      v.number(matchingMessages.minPay),
      v.finite(matchingMessages.minPay),
      v.gtValue(0, matchingMessages.minPay),
      v.maxValue(1_000_000_000, matchingMessages.minPay),
    ),
    currency: v.picklist(CURRENCIES, matchingMessages.minPay),
    period: v.picklist(PAY_PERIODS, matchingMessages.minPay),
  },
  matchingMessages.minPay,
);

export const matchingProfileSchema = v.pipe(
  v.object({
    skills: wordList(
      MATCHING_LIMITS.skills,
      matchingMessages.skillsCount,
      MATCHING_LIMITS.skill,
      matchingMessages.skill,
    ),
    titles: wordList(
      MATCHING_LIMITS.titles,
      matchingMessages.titlesCount,
      MATCHING_LIMITS.title,
      matchingMessages.title,
    ),
    places: wordList(
      MATCHING_LIMITS.places,
      matchingMessages.placesCount,
      MATCHING_LIMITS.place,
      matchingMessages.place,
    ),
    arrangements: choices(WORK_ARRANGEMENTS, matchingMessages.arrangement),
    jobTypes: choices(JOB_TYPES, matchingMessages.jobType),
    /** null clears it. */
    minPay: v.optional(v.nullable(minPay)),
    /** New matches by email (off, instant, weekly); left out: unchanged. */
    emailMatches: v.optional(v.picklist(MATCH_EMAIL_CHOICES, matchingMessages.emailMatches)),
    /** The seeker has seen the skills read from their CV (kept what they wanted): the proposal is closed. */
    cvReviewed: v.optional(v.boolean()),
    /** Forget every "Not interested". */
    clearHidden: v.optional(v.boolean()),
  }),
  // Job type `remote` is kept as the work arrangement (shared/remote-as-arrangement.ts).
  v.transform(remoteAsArrangement),
);

export type MatchingProfileInput = v.InferOutput<typeof matchingProfileSchema>;

/** The signed token of a match email's unsubscribe link (in the query: the one-click POST of RFC 8058 sends no JSON). */
export const matchUnsubscribeSchema = v.object({
  token: v.pipe(
    v.string(matchingMessages.linkInvalid),
    v.trim(),
    v.nonEmpty(matchingMessages.linkInvalid),
    v.maxLength(2000, matchingMessages.linkInvalid),
  ),
});
