/** Payloads of applying to a job and deciding an application. jobId/userId in a body are ignored (session). */
import * as v from 'valibot';

export const RESUME_MAX = 20_000;
export const COVER_LETTER_MAX = 10_000;

const requiredText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} must be at most ${max.toLocaleString('en-US')} characters`),
  );

export const applySchema = v.object({
  resume: requiredText('Resume', RESUME_MAX),
  coverLetter: requiredText('Cover letter', COVER_LETTER_MAX),
});
export type ApplyInput = v.InferOutput<typeof applySchema>;

export const DECISIONS = ['approved', 'rejected'] as const;
export const statusUpdateSchema = v.object({
  status: v.picklist(DECISIONS, 'Status must be approved or rejected'),
});
export type StatusUpdateInput = v.InferOutput<typeof statusUpdateSchema>;
