/**
 * POST /api/matches/unsubscribe?token=…: one-click unsubscribe of match emails (RFC 8058). Mail providers POST
 * here with the body `List-Unsubscribe=One-Click` and no cookie; the site's unsubscribe page posts the same. The
 * signed token names the seeker, whose match emails are turned off; already off answers 200 as well, so a second
 * click is not an error.
 */

import { route } from '../../shared/contract/routes/unsubscribe-matches.js';
import { matchingMessages } from '../../shared/texts/matching-texts.js';
import { stopMatchEmails } from '../lib/db/seekers/matching-profile.js';
import { ok } from '../lib/http.js';
import { readMatchUnsubscribeToken } from '../lib/matching/match-tokens.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ query }) => {
  await stopMatchEmails(await readMatchUnsubscribeToken(query.token));
  return ok({ message: matchingMessages.unsubscribed });
});
