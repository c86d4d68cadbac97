/**
 * GET /api/saved-jobs/ids: the ids of every job the seeker saved, `{"jobIds": [...]}`. The site reads it once per
 * visit to show each card's bookmark as on or off, instead of asking per card; it is one small item read.
 */
import { savedJobIds } from '../lib/db/saved-jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-saved-job-ids', {}, async ({ session: { user } }) =>
  ok({ jobIds: await savedJobIds(user.id) }),
);
