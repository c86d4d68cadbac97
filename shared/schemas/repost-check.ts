/** The draft a company is about to post, checked against its recent jobs (docs/hiring.md, "Reposts"). */
import * as v from 'valibot';
import { JOB_LIMITS } from './job-input.js';

const draftText = (max: number) => v.pipe(v.optional(v.string(), ''), v.maxLength(max, 'The draft is too long'));

export const repostCheckSchema = v.object({
  title: draftText(JOB_LIMITS.title),
  description: draftText(JOB_LIMITS.description),
  requirements: draftText(JOB_LIMITS.requirements),
});
