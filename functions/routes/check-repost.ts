/**
 * POST /api/dashboard/repost-check: a draft (title, description, requirements) compared with the session company's
 * jobs posted or changed in the last 30 days, by SimHash over word shingles (search/simhash.ts). The most similar
 * one at NEAR_DUPLICATE_SIMILARITY or more is answered as `repostOf`, so the form can offer to reopen it instead of
 * posting the same job again; nothing is stored and nothing is refused (the company may still post it as new).
 */

import { route } from '../../shared/contract/routes/check-repost.js';
import { REPOST_WINDOW_DAYS } from '../../shared/hiring-promises.js';
import { DAY_MS } from '../../shared/time.js';
import type { RepostCheck } from '../../shared/types.js';
import { listCompanyJobs } from '../lib/db/jobs/jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { jobText, NEAR_DUPLICATE_SIMILARITY, simhash, similarity } from '../lib/search/simhash.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  if (user.companyId === undefined) return ok<RepostCheck>({});
  const since = Date.now() - REPOST_WINDOW_DAYS * DAY_MS;
  const draft = simhash(jobText(body));
  let best: RepostCheck['repostOf'];
  for (const job of await listCompanyJobs(user.companyId)) {
    if (Date.parse(job.updatedAt ?? job.createdAt) < since) continue;
    const alike = similarity(draft, simhash(jobText(job)));
    if (alike >= NEAR_DUPLICATE_SIMILARITY && alike > (best?.similarity ?? 0)) {
      best = { id: job.id, title: job.title, isActive: job.isActive, createdAt: job.createdAt, similarity: alike };
    }
  }
  return ok<RepostCheck>(best ? { repostOf: best } : {});
});
