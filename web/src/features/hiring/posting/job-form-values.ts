/**
 * The post/edit job form's values and their check. The check is the API's own schema (shared/schemas/job-input.ts)
 * run on what the form would send, so a field shows exactly the message the API would answer.
 */

import { defaultClosingDate } from '@shared/closing-date.js';
import { DEFAULT_WORK_ARRANGEMENT } from '@shared/constants.js';
import { DEFAULT_CURRENCY } from '@shared/pay/exchange-rates.js';
import { formatAmount } from '@shared/pay/format-money.js';
import { type MoneyReading, readMoney } from '@shared/pay/read-money.js';
import { jobInputSchema } from '@shared/schemas/job-input.js';
import { hiringLabels } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import * as v from 'valibot';

export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  location: string;
  jobType: string;
  workArrangement: string;
  /** The amounts as typed ("50,000", "$90k"); the currency and period chosen from lists. */
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: string;
  closingDate: string;
  experience: string;
  categories: string[];
  skills: string[];
  isActive: boolean;
}

/** What a new job's pay lists start at: the board's default currency, a yearly salary. */
const DEFAULT_PERIOD = 'year';

export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    description: '',
    requirements: '',
    location: '',
    jobType: '',
    workArrangement: DEFAULT_WORK_ARRANGEMENT,
    salaryMin: '',
    salaryMax: '',
    currency: DEFAULT_CURRENCY,
    period: DEFAULT_PERIOD,
    closingDate: defaultClosingDate(),
    experience: '',
    categories: [],
    skills: [],
    isActive: true,
  };
}

export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    location: job.location,
    jobType: job.jobType,
    workArrangement: job.workArrangement ?? DEFAULT_WORK_ARRANGEMENT,
    salaryMin: job.salaryMin == null ? '' : formatAmount(job.salaryMin),
    salaryMax: job.salaryMax == null || job.salaryMax === job.salaryMin ? '' : formatAmount(job.salaryMax),
    currency: job.currency ?? DEFAULT_CURRENCY,
    period: job.period ?? DEFAULT_PERIOD,
    closingDate: job.closingDate ?? '',
    experience: job.experience ?? '',
    categories: [...job.categories],
    skills: [...job.skills],
    isActive: job.isActive,
  };
}

/**
 * The pay as typed, read the way the fields read it (shared/pay/read-money.ts): "90,000", "$90k" and "€45.000" are
 * numbers; a currency or period the text names wins over the lists (the field said what it read); a range typed into
 * the minimum alone fills both. Text that is no amount is sent as it is, and the API's check answers it with an example.
 */
function payPayload(values: JobFormValues, mode: 'post' | 'edit') {
  const [minText, maxText] = [values.salaryMin.trim(), values.salaryMax.trim()];
  if (minText === '' && maxText === '') {
    return mode === 'edit' ? { salaryMin: null, salaryMax: null, currency: null, period: null } : {};
  }
  const [min, max] = [minText ? readMoney(minText) : undefined, maxText ? readMoney(maxText) : undefined];
  const range = min?.max !== undefined && maxText === '';
  const amount = (text: string, reading: MoneyReading | undefined) =>
    text === '' ? null : reading && reading.max === undefined ? reading.min : text;
  return {
    salaryMin: range ? (min?.min as number) : (amount(minText, min) ?? ''),
    salaryMax: range ? (min?.max as number) : amount(maxText, max),
    currency: min?.currency ?? max?.currency ?? values.currency,
    period: min?.period ?? max?.period ?? values.period,
  };
}

/**
 * What the API gets: the texts as typed (the API trims them). An emptied experience is sent as '' so an edit clears
 * it; a new job leaves it out. An edit sends the closing date only when it was changed (an expired job's past date
 * stays as it is until the company picks a new one), and `isActive`. The free-text salary of jobs posted before
 * structured pay is never sent: the job keeps it, and shows the amounts instead once they are given.
 */
export function jobPayload(values: JobFormValues, mode: 'post' | 'edit', initial?: JobFormValues) {
  const {
    isActive,
    experience,
    salaryMin: _min,
    salaryMax: _max,
    currency: _currency,
    period: _period,
    closingDate,
    ...rest
  } = values;
  const pay = payPayload(values, mode);
  if (mode === 'edit') {
    const dateChanged = closingDate !== initial?.closingDate;
    return { ...rest, ...pay, experience, isActive, ...(dateChanged ? { closingDate } : {}) };
  }
  return { ...rest, ...pay, ...(experience ? { experience } : {}), closingDate };
}

/** The check of the form: the API's own schema on the payload, with plainer words where its message names codes. */
export function jobFormCheck(mode: 'post' | 'edit', initial: JobFormValues) {
  return {
    schema: v.pipe(
      v.unknown(),
      v.transform((values): unknown => jobPayload(values as JobFormValues, mode, initial)),
      jobInputSchema as v.GenericSchema<unknown, v.InferOutput<typeof jobInputSchema>>,
    ),
    // The API's message lists the codes (full_time, ...); a person choosing from a list needs plainer words.
    messages: { jobType: hiringLabels.jobTypeRequired },
  };
}
