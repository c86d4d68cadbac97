/** The company's one-click answer to "Still hiring?": `{ "open": true }` confirms the job, `false` closes it. */
import * as v from 'valibot';

export const stillHiringMessages = {
  open: 'Say open: true to confirm the job is still open, or open: false to close it',
} as const;

export const stillHiringSchema = v.object({ open: v.boolean(stillHiringMessages.open) }, stillHiringMessages.open);
export type StillHiringInput = v.InferOutput<typeof stillHiringSchema>;
