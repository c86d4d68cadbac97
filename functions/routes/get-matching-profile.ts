/** GET /api/user/matching: the seeker's matching profile, what was read from their CV, and suggestions. */
import { route } from '../../shared/contract/routes/get-matching-profile.js';
import { getMatching } from '../lib/db/seekers/matching-profile.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { matchingProfileView } from '../lib/matching/profile-view.js';

export const handler = defineHandler(route, async ({ session: { user } }) =>
  ok(await matchingProfileView(user.id, await getMatching(user.id))),
);
