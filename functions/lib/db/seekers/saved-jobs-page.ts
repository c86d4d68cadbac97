/**
 * One page of a seeker's saved jobs with each job as it is now (docs/data-model.md, "Saved jobs"). Apart from the
 * bookmarks (saved-jobs.ts) because it is the one read that batches: only list-saved-jobs imports it, and only that
 * route is granted BatchGetItem (infra/constructs/route-function.ts).
 */
import type { SavedJob } from '../../../../shared/schemas/saved-jobs.js';
import type { JobSummary } from '../../../../shared/types.js';
import { isListed } from '../jobs/job-visibility.js';
import { toJob } from '../jobs/jobs-model.js';
import { batchGetAll } from '../kit/batch-get.js';
import { keys } from '../kit/keys.js';
import type { InvalidCursor } from '../kit/page-cursor.js';
import { queryPage } from '../kit/paged-query.js';
import { readJobItem } from '../records/job.js';
import { fromSavedJobItem } from '../records/saved-job.js';
import { jobCard } from './saved-jobs.js';

export interface SavedJobsPage {
  items: SavedJob[];
  /** The signed cursor of the next page; undefined on the last page. */
  nextCursor?: string;
}

/**
 * One page, newest-saved first: one Query of `limit` bookmarks and one BatchGetItem of their jobs, so a request
 * reads at most twice its page size in items, however many jobs the seeker keeps. The cursor is signed for this
 * seeker alone: another seeker's cursor is refused (`'invalid-cursor'`, the route's 400).
 */
export async function listSavedJobs(
  userId: number,
  limit: number,
  cursor?: string,
): Promise<({ ok: true } & SavedJobsPage) | InvalidCursor> {
  const page = await queryPage({
    partition: keys.savedJobsByTime(userId).gsi1pk,
    index: 'gsi1',
    limit,
    scope: `saved-jobs#${userId}`,
    cursor,
  });
  if (!page.ok) return page;
  const { items: found, nextCursor } = page;
  const bookmarks = found.map(fromSavedJobItem);
  const current = await currentJobs(bookmarks.map((bookmark) => bookmark.jobId));
  const items = bookmarks.map((bookmark): SavedJob => {
    const now = current.get(bookmark.jobId);
    const state = !now ? 'removed' : now.isActive ? 'open' : 'closed';
    return { jobId: bookmark.jobId, savedAt: bookmark.savedAt, state, job: now ?? bookmark.job };
  });
  return { ok: true, items, ...(nextCursor ? { nextCursor } : {}) };
}

/** The jobs as they are now, by id; deleted ones are absent. */
async function currentJobs(ids: number[]): Promise<Map<number, JobSummary>> {
  const found = new Map<number, JobSummary>();
  for (const item of await batchGetAll([...new Set(ids)].map((id) => keys.job(id)))) {
    // A job moderation keeps from the public (job-visibility.ts) reads as closed, like one its company closed.
    const record = readJobItem(item);
    found.set(record.id, { ...jobCard(toJob(record)), isActive: isListed(record) });
  }
  return found;
}
