/**
 * The post/edit job form's values and their check. The check is the API's own schema (shared/schemas/job-input.ts),
 * so a field shows exactly the message the API would answer (spec §5's words for the spec's rules).
 */

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
  salary: string;
  experience: string;
  categories: string[];
  skills: string[];
  isActive: boolean;
}
export type JobField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobField, string>>;

export const emptyJobForm: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  jobType: '',
  workArrangement: DEFAULT_WORK_ARRANGEMENT,
  salary: '',
  experience: '',
  categories: [],
  skills: [],
  isActive: true,
};

export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    location: job.location,
    jobType: job.jobType,
    workArrangement: job.workArrangement ?? DEFAULT_WORK_ARRANGEMENT,
    salary: job.salary ?? '',
    experience: job.experience ?? '',
    categories: [...job.categories],
    skills: [...job.skills],
    isActive: job.isActive,
  };
}

/** The first message per field; empty when the form can be sent. */
export function checkJobForm(values: JobFormValues): JobFormErrors {
  const result = v.safeParse(jobInputSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof jobInputSchema>(result.issues).nested ?? {};
  const errors: JobFormErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    // Issues inside a list (one bad skill) come as 'skills.2': they belong to the list's field.
    const name = field.split('.')[0] as JobField;
    if (messages?.[0] && !errors[name]) errors[name] = messages[0];
  }
  // The API's message lists the codes (full_time, ...); a person choosing from a list needs plainer words.
  if (errors.jobType) errors.jobType = hiringLabels.jobTypeRequired;
  return errors;
}

/**
 * What the API gets: the texts as typed (the API trims them). Emptied salary and experience are sent as '' so an
 * edit clears them; a new job leaves them out. `isActive` only goes with an edit.
 */
export function jobPayload(values: JobFormValues, mode: 'post' | 'edit') {
  const { isActive, salary, experience, ...rest } = values;
  if (mode === 'edit') return { ...rest, salary, experience, isActive };
  return { ...rest, ...(salary.trim() ? { salary } : {}), ...(experience ? { experience } : {}) };
}
