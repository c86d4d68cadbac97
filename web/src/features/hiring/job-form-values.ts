/**
 * The post/edit job form's values and their check. The check is the API's own schema (shared/schemas/job-input.ts),
 * so a field shows exactly the message the API would answer.
 */

import { DEFAULT_WORK_ARRANGEMENT } from '@shared/constants.js';
import { jobInputSchema } from '@shared/schemas/job-input.js';
import { hiringLabels } from '@shared/texts.js';
import type { Job } from '@shared/types.js';

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

/** The check of the form: the API's own schema, with plainer words where its message names codes. */
export const jobFormCheck = {
  schema: jobInputSchema,
  // The API's message lists the codes (full_time, ...); a person choosing from a list needs plainer words.
  messages: { jobType: hiringLabels.jobTypeRequired },
};

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

/**
 * What the API gets: the texts as typed (the API trims them). Emptied salary and experience are sent as '' so an
 * edit clears them; a new job leaves them out. `isActive` only goes with an edit.
 */
export function jobPayload(values: JobFormValues, mode: 'post' | 'edit') {
  const { isActive, salary, experience, ...rest } = values;
  if (mode === 'edit') return { ...rest, salary, experience, isActive };
  return { ...rest, ...(salary.trim() ? { salary } : {}), ...(experience ? { experience } : {}) };
}
