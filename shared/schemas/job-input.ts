/**
 * The job payload of POST /api/jobs and PUT /api/jobs/{id}. Validation messages come from texts.ts;
 * the length limits keep an item well under DynamoDB's 400 KB and a card readable. `postedBy` and
 * `companyId` are not fields here on purpose: they come from the session (unknown keys are dropped).
 */
import * as v from 'valibot';
import { isCalendarDate, latestClosingDate, MAX_OPEN_DAYS, todayUtc } from '../closing-date.js';
import { EXPERIENCE_LEVELS, JOB_TYPES, WORK_ARRANGEMENTS } from '../constants.js';
import { groupDigits } from '../group-digits.js';
import { CURRENCIES } from '../pay/exchange-rates.js';
import { PAY_PERIODS } from '../pay/pay-period.js';
import { readMoney } from '../pay/read-money.js';
import { validation } from '../texts.js';

export const JOB_LIMITS = {
  title: 120,
  description: 10_000,
  requirements: 5_000,
  location: 100,
  salary: 100,
  categories: 3,
  skills: 10,
  skill: 30,
  /** Pay amounts: a yen salary a year runs to tens of millions. */
  payAmount: 1_000_000_000,
} as const;

export const jobInputMessages = {
  titleMax: `Title must be at most ${JOB_LIMITS.title} characters`,
  descriptionMax: `Description must be at most ${groupDigits(JOB_LIMITS.description)} characters`,
  requirementsMax: `Requirements must be at most ${groupDigits(JOB_LIMITS.requirements)} characters`,
  locationMax: `Location must be at most ${JOB_LIMITS.location} characters`,
  jobType: `Job type must be one of: ${JOB_TYPES.join(', ')}`,
  workArrangement: `Work arrangement must be one of: ${WORK_ARRANGEMENTS.join(', ')}`,
  salaryMax: `Salary must be at most ${JOB_LIMITS.salary} characters`,
  experience: `Experience must be one of: ${EXPERIENCE_LEVELS.join(', ')}`,
  categoriesCount: `Choose between 1 and ${JOB_LIMITS.categories} categories`,
  category: 'Each category must be a category name',
  skillsCount: `Add at most ${JOB_LIMITS.skills} skills`,
  skill: `Each skill must be 1 to ${JOB_LIMITS.skill} characters`,
  isActive: 'isActive must be true or false',
  payAmount: `Salary amounts must be numbers above 0 and at most ${groupDigits(JOB_LIMITS.payAmount)}, with at most 2 decimals`,
  payUnreadable: 'Write the amount as a number, like 90,000 or 90k',
  payOrder: 'The maximum salary must not be less than the minimum',
  payIncomplete: 'Give the salary minimum, its currency and its period together',
  currency: `Currency must be one of: ${CURRENCIES.join(', ')}`,
  period: `Period must be one of: ${PAY_PERIODS.join(', ')}`,
  closingDateFormat: 'Closing date must be a date written YYYY-MM-DD',
  closingDatePast: 'Closing date must be today or later',
  closingDateTooFar: `Closing date must be at most ${MAX_OPEN_DAYS} days from today`,
} as const;

/** A missing field is checked as '' so it gets the field's own message, not a generic "invalid key". */
const text = (min: number, minMessage: string, max: number, maxMessage: string) =>
  v.optional(v.pipe(v.string(minMessage), v.trim(), v.minLength(min, minMessage), v.maxLength(max, maxMessage)), '');

/** '' and null mean "not given" for the optional texts, as a cleared form field sends them. */
const optionalChoice = <T extends readonly string[]>(options: T, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((value) => value?.trim() || undefined),
      v.optional(v.picklist(options, message)),
    ),
  );

const tagList = (maxItems: number, countMessage: string, itemMax: number, itemMessage: string, minItems = 0) =>
  v.pipe(
    v.array(
      v.pipe(v.string(itemMessage), v.trim(), v.minLength(1, itemMessage), v.maxLength(itemMax, itemMessage)),
      countMessage,
    ),
    v.transform((items) =>
      items.filter((item, i) => items.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === i),
    ),
    v.minLength(minItems, countMessage),
    v.maxLength(maxItems, countMessage),
  );

/**
 * An amount given as text ("90,000", "90k", "45.000"), read the way the site's pay fields read it
 * (pay/read-money.ts). Only the number: text naming a currency or a period could contradict the job's `currency`
 * and `period`, so it is not read.
 */
function plainAmount(text: string): number | undefined {
  const reading = readMoney(text);
  return reading && reading.max === undefined && !reading.currency && !reading.period ? reading.min : undefined;
}

/**
 * '' and null mean "not given", as for the texts. An amount is a number, or text holding just a number (plainAmount);
 * other text gets a message with an example.
 */
const optionalAmount = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.string()], jobInputMessages.payAmount)),
    v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform((value) => (typeof value === 'string' ? (plainAmount(value) ?? null) : value)),
        v.number(jobInputMessages.payUnreadable),
        v.finite(jobInputMessages.payAmount),
        v.gtValue(0, jobInputMessages.payAmount),
        v.maxValue(JOB_LIMITS.payAmount, jobInputMessages.payAmount),
        v.check((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), jobInputMessages.payAmount),
      ),
    ),
  ),
);

/** Checked against today when the request arrives: at the earliest today, at the latest 180 days ahead. */
const closingDate = v.optional(
  v.pipe(
    v.nullable(v.string(jobInputMessages.closingDateFormat)),
    v.transform((value) => value?.trim() || undefined),
    v.optional(
      v.pipe(
        v.string(),
        v.check(isCalendarDate, jobInputMessages.closingDateFormat),
        v.check((date) => date >= todayUtc(), jobInputMessages.closingDatePast),
        v.check((date) => date <= latestClosingDate(), jobInputMessages.closingDateTooFar),
      ),
    ),
  ),
);

/** The fields of a job; the pay checks across fields come after (jobInputSchema, jobChangesSchema). */
const jobFields = v.object({
  title: text(3, validation.titleMin, JOB_LIMITS.title, jobInputMessages.titleMax),
  description: text(10, validation.descriptionMin, JOB_LIMITS.description, jobInputMessages.descriptionMax),
  requirements: text(10, validation.requirementsMin, JOB_LIMITS.requirements, jobInputMessages.requirementsMax),
  location: text(2, validation.locationRequired, JOB_LIMITS.location, jobInputMessages.locationMax),
  jobType: v.pipe(v.optional(v.string(jobInputMessages.jobType), ''), v.picklist(JOB_TYPES, jobInputMessages.jobType)),
  /** Optional: a job without one is on-site, or remote when its job type is remote (jobs-write.ts). */
  workArrangement: optionalChoice(WORK_ARRANGEMENTS, jobInputMessages.workArrangement),
  salary: v.optional(
    v.pipe(
      v.nullable(v.string(jobInputMessages.salaryMax)),
      v.transform((value) => value?.trim() || undefined),
      v.optional(v.pipe(v.string(), v.maxLength(JOB_LIMITS.salary, jobInputMessages.salaryMax))),
    ),
  ),
  experience: optionalChoice(EXPERIENCE_LEVELS, jobInputMessages.experience),
  categories: v.optional(
    tagList(JOB_LIMITS.categories, jobInputMessages.categoriesCount, 100, jobInputMessages.category, 1),
  ),
  skills: v.optional(
    tagList(JOB_LIMITS.skills, jobInputMessages.skillsCount, JOB_LIMITS.skill, jobInputMessages.skill),
  ),
  isActive: v.optional(v.boolean(jobInputMessages.isActive)),
  /** Structured pay: the amounts per `period` in `currency`; all given together (the free-text `salary` stays). */
  salaryMin: optionalAmount,
  salaryMax: optionalAmount,
  currency: optionalChoice(CURRENCIES, jobInputMessages.currency),
  period: optionalChoice(PAY_PERIODS, jobInputMessages.period),
  /** Optional: without one a new job closes 60 days after posting (shared/closing-date.ts). */
  closingDate,
});

type PayFields = { salaryMin?: number; salaryMax?: number; currency?: string; period?: string };

const completePay = (job: PayFields) =>
  (job.salaryMin === undefined && job.salaryMax === undefined && !job.currency && !job.period) ||
  (job.salaryMin !== undefined && !!job.currency && !!job.period);
const orderedPay = (job: PayFields) =>
  job.salaryMax === undefined || job.salaryMin === undefined || job.salaryMax >= job.salaryMin;

/** The pay fields go together: an amount needs its currency and period, and a maximum needs a minimum under it. */
export const jobInputSchema = v.pipe(
  jobFields,
  v.forward(
    v.partialCheck(
      [['salaryMin'], ['salaryMax'], ['currency'], ['period']],
      completePay,
      jobInputMessages.payIncomplete,
    ),
    ['salaryMin'],
  ),
  v.forward(v.partialCheck([['salaryMin'], ['salaryMax']], orderedPay, jobInputMessages.payOrder), ['salaryMax']),
);

/**
 * PUT /api/jobs/{id}: any subset of the fields (an edit, or just `{ "isActive": false }`). The pay fields are one
 * unit: sending any of them replaces the job's pay with what is sent (all null clears it).
 */
export const jobChangesSchema = v.pipe(
  v.partial(jobFields),
  v.forward(
    v.partialCheck(
      [['salaryMin'], ['salaryMax'], ['currency'], ['period']],
      completePay,
      jobInputMessages.payIncomplete,
    ),
    ['salaryMin'],
  ),
  v.forward(v.partialCheck([['salaryMin'], ['salaryMax']], orderedPay, jobInputMessages.payOrder), ['salaryMax']),
);

/** The names of the structured pay fields, which an edit changes together. */
export const PAY_FIELDS = ['salaryMin', 'salaryMax', 'currency', 'period'] as const;

export type JobInput = v.InferOutput<typeof jobInputSchema>;
export type JobChanges = v.InferOutput<typeof jobChangesSchema>;
/** What the post/edit form sends (before trimming and defaults). */
export type JobFormValues = v.InferInput<typeof jobInputSchema>;
