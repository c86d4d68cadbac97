/**
 * POST /api/applications/{id}/viewed: the company the application was sent to opened it. The first time is kept
 * (`viewedAt`) and shown to the applicant as "Viewed by the company"; later opens change nothing. Anyone else's
 * application is 404, as for one that does not exist.
 */
import { route } from '../../shared/contract/routes/mark-application-viewed.js';
import { apiErrors } from '../../shared/texts.js';
import { markViewed } from '../lib/db/applications/application-answers.js';
import { getApplication } from '../lib/db/applications/applications.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const application = await getApplication(params.id);
  if (!application || !ownsJob(user, application)) throw notFound(apiErrors.applicationNotFound);
  if (application.viewedAt) return ok(application);
  const now = new Date();
  await markViewed(application.id, now);
  // Set now, or a moment ago by another tab: either way the first time is the one stored.
  return ok((await getApplication(application.id, true)) ?? { ...application, viewedAt: now.toISOString() });
});
