/**
 * PUT /api/user/matching: the seeker saves their whole matching profile (skills, wanted titles, places, work
 * arrangements, job types, lowest pay) and, when sent, how new matches are emailed (`emailMatches`: off,
 * instant, weekly; docs/matching.md). `cvReviewed` closes the proposal of the skills read from their CV (the
 * ones they kept are in `skills`), `clearHidden` forgets every "Not interested". Answers the profile as saved.
 */
import { route } from '../../shared/contract/routes/update-matching-profile.js';
import { getMatching, saveMatchingProfile } from '../lib/db/seekers/matching-profile.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { matchingProfileView } from '../lib/matching/profile-view.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  await saveMatchingProfile(user.id, body, (await getMatching(user.id)).emailMatches);
  return ok(await matchingProfileView(user.id, await getMatching(user.id)));
});
