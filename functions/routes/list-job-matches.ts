/**
 * GET /api/user/matches: Jobs for you, the board ranked against the seeker's matching profile, each job with its
 * reasons. With the jobs list's filters and search words (its "Best match" order), only the jobs they allow.
 */
import { route } from '../../shared/contract/routes/list-job-matches.js';
import { getMatching } from '../lib/db/seekers/matching-profile.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { findJobMatches, hasMatchingProfile } from '../lib/matching/job-matches.js';

export const handler = defineHandler(route, async ({ query, session: { user } }) => {
  const record = await getMatching(user.id);
  const { jobs } = await findJobMatches(record, query);
  return ok({ jobs, hasProfile: hasMatchingProfile(record.profile) });
});
