/** GET /api/board/counts: open jobs and hiring companies as the board holds them, cached at the edge. */
import type { BoardCounts } from '../../shared/types.js';
import { deleteJob } from '../lib/db/jobs/jobs.js';
import { invoke } from '../testing/invoke.js';
import { makeCompany, postJob } from '../testing/jobs.js';

const counts = async () => {
  const answer = await invoke<BoardCounts>('get-board-counts');
  expect(answer.status).toBe(200);
  return answer;
};

describe('GET /api/board/counts', () => {
  it('counts listed jobs and the companies that have any, and follows every change', async () => {
    expect((await counts()).body).toEqual({ openJobs: 0, hiringCompanies: 0 });

    const busy = await makeCompany('Busy Works');
    const quiet = await makeCompany('Quiet Works');
    await makeCompany('Not Hiring Yet');
    const first = await postJob(busy);
    await postJob(busy, { title: 'Second Role' });
    await postJob(busy, { title: 'Paused Role', isActive: false });
    await postJob(quiet);
    const answer = await counts();
    expect(answer.body).toEqual({ openJobs: 3, hiringCompanies: 2 });
    expect(answer.headers['cache-control']).toContain('max-age=300');

    await deleteJob(first.id);
    expect((await counts()).body).toEqual({ openJobs: 2, hiringCompanies: 2 });
  });
});
