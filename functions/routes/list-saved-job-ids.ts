/**
 * GET /api/saved-jobs/ids: the ids of every job the seeker saved, `{"jobIds": [...]}`. The site reads it once per
 * visit to show each card's bookmark as on or off, instead of asking per card; it is one small item read.
 */
import { route } from '../../shared/contract/routes/list-saved-job-ids.js';
import { savedJobIds } from '../lib/db/seekers/saved-jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) =>
  ok({ jobIds: await savedJobIds(user.id) }),
);
