/**
 * The post/edit job form's values and their check. The check is the API's own schema (shared/schemas/job-input.ts)
 * run on what the form would send, so a field shows exactly the message the API would answer.
 */

import { defaultClosingDate } from '@shared/closing-date.js';
import { DEFAULT_WORK_ARRANGEMENT } from '@shared/constants.js';
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
  /** The amounts as typed ("50,000"); the currency and period chosen from lists. */
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

/** What a new job's pay lists start at: the board's most common currency, a yearly salary. */
const DEFAULT_CURRENCY = 'USD';
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
    salaryMin: job.salaryMin === undefined ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === undefined || job.salaryMax === job.salaryMin ? '' : String(job.salaryMax),
    currency: job.currency ?? DEFAULT_CURRENCY,
    period: job.period ?? DEFAULT_PERIOD,
    closingDate: job.closingDate ?? '',
    experience: job.experience ?? '',
    categories: [...job.categories],
    skills: [...job.skills],
    isActive: job.isActive,
  };
}

/** An amount as typed, as a number ("50,000" → 50000); text that is no number is NaN, which gets its message. */
function amount(typed: string): number | null {
  const plain = typed.replace(/[\s,]/g, '');
  return plain === '' ? null : Number(plain);
}

/** The pay fields to send: all four, or none (an edit sends nulls, which clear the pay). */
function payPayload(values: JobFormValues, mode: 'post' | 'edit') {
  const [salaryMin, salaryMax] = [amount(values.salaryMin), amount(values.salaryMax)];
  if (salaryMin === null && salaryMax === null) {
    return mode === 'edit' ? { salaryMin: null, salaryMax: null, currency: null, period: null } : {};
  }
  return { salaryMin: salaryMin ?? ('' as const), salaryMax, currency: values.currency, period: values.period };
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
