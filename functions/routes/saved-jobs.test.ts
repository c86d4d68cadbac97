import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NEXT_CURSOR_HEADER, SAVED_JOBS_MAX } from '../../shared/constants.js';
import type { SavedJob } from '../../shared/schemas/saved-jobs.js';
import type { Job } from '../../shared/types.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

describe('saved jobs: PUT/DELETE /api/saved-jobs/{jobId}, GET /api/saved-jobs', () => {
  let owner: CompanyPrincipal;
  let jobs: Job[];
  beforeAll(async () => {
    owner = await makeCompanyPrincipal('Bookmark Bakery');
    jobs = [];
    for (const title of ['Baker', 'Pastry Chef', 'Barista', 'Shop Manager']) {
      jobs.push((await postJobAs(owner, jobBody({ title }))).body);
    }
  });

  const save = (who: Principal, jobId: number | string) =>
    invoke('save-job', { cookie: who.cookie, params: { jobId: String(jobId) } });
  const unsave = (who: Principal, jobId: number | string) =>
    invoke('unsave-job', { cookie: who.cookie, params: { jobId: String(jobId) } });
  const list = (who: Principal, query: Record<string, string> = {}) =>
    invoke<SavedJob[]>('list-saved-jobs', { cookie: who.cookie, query });
  const job = (index: number) => jobs[index] as Job;

  it('lists saved jobs newest-saved first; saving twice and removing twice change nothing', async () => {
    const seeker = await makeSeeker();
    for (const index of [0, 1, 2]) expect((await save(seeker, job(index).id)).status).toBe(200);
    expect((await save(seeker, job(0).id)).status).toBe(200);
    const listed = await list(seeker);
    expect(listed.status).toBe(200);
    expect(listed.body.map((saved) => saved.job.title)).toEqual(['Barista', 'Pastry Chef', 'Baker']);
    expect(listed.body.every((saved) => saved.state === 'open')).toBe(true);
    expect(listed.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    expect((await unsave(seeker, job(1).id)).status).toBe(200);
    expect((await unsave(seeker, job(1).id)).status).toBe(200);
    expect((await list(seeker)).body.map((saved) => saved.jobId)).toEqual([job(2).id, job(0).id]);
  });

  it('pages with a cursor that only its owner can use', async () => {
    const seeker = await makeSeeker();
    for (const saved of jobs) await save(seeker, saved.id);
    const first = await list(seeker, { limit: '3' });
    expect(first.body).toHaveLength(3);
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await list(seeker, { limit: '3', cursor });
    expect(second.body.map((saved) => saved.job.title)).toEqual(['Baker']);

    const other = await makeSeeker();
    const stolen = await list(other, { limit: '3', cursor });
    expect(stolen.status).toBe(400);
    expect(Object.keys(stolen.body)).toEqual(['message']);
    expect((await list(seeker, { limit: '0' })).status).toBe(400);
    expect((await list(seeker, { limit: '51' })).status).toBe(400);
  });

  it('keeps a deactivated or deleted job in the list, marked, instead of dropping it', async () => {
    const seeker = await makeSeeker();
    const closing = (await postJobAs(owner, jobBody({ title: 'Seasonal Helper' }))).body;
    const going = (await postJobAs(owner, jobBody({ title: 'Night Baker' }))).body;
    await save(seeker, closing.id);
    await save(seeker, going.id);
    await invoke('update-job', { cookie: owner.cookie, params: { id: String(closing.id) }, body: { isActive: false } });
    await invoke('delete-job', { cookie: owner.cookie, params: { id: String(going.id) } });
    const listed = (await list(seeker)).body;
    expect(listed.map((saved) => [saved.job.title, saved.state])).toEqual([
      ['Night Baker', 'removed'],
      ['Seasonal Helper', 'closed'],
    ]);
    // A job no longer open cannot be newly saved (it is hidden from the public), but can be removed.
    expect((await save(seeker, closing.id)).status).toBe(404);
    expect((await unsave(seeker, going.id)).status).toBe(200);
    expect((await list(seeker)).body.map((saved) => saved.jobId)).toEqual([closing.id]);
  });

  it('answers 404 to unknown or malformed job ids, with a message', async () => {
    const seeker = await makeSeeker();
    for (const id of [999_999, 'abc']) {
      const response = await save(seeker, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
    expect((await list(seeker)).body).toEqual([]);
  });

  it('refuses a save past the limit with a 409 that says what to do, and takes one again after a removal', async () => {
    const seeker = await makeSeeker();
    await save(seeker, job(0).id);
    // Filling 500 bookmarks through the API would be slow: the id set's size is what the limit counts.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.savedJobIds(seeker.user.id),
        UpdateExpression: 'SET jobIds = :full',
        ExpressionAttributeValues: {
          ':full': new Set([job(0).id, ...Array.from({ length: SAVED_JOBS_MAX - 1 }, (_, i) => 1_000_000 + i)]),
        },
      }),
    );
    const refused = await save(seeker, job(1).id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'You can keep at most 500 saved jobs; remove one to save another' });
    expect((await save(seeker, job(0).id)).status).toBe(200); // already saved: no new bookmark needed
    await unsave(seeker, job(0).id);
    expect((await save(seeker, job(1).id)).status).toBe(200);
    expect((await list(seeker)).body.map((saved) => saved.jobId)).toEqual([job(1).id]);
  });

  it("never shows or changes another seeker's saved jobs; companies and admins cannot use them", async () => {
    const [mine, theirs] = await Promise.all([makeSeeker(), makeSeeker()]);
    await save(mine, job(0).id);
    expect((await list(theirs)).body).toEqual([]);
    await unsave(theirs, job(0).id);
    expect((await list(mine)).body.map((saved) => saved.jobId)).toEqual([job(0).id]);
    expect((await save(owner, job(0).id)).status).toBe(403);
    expect((await list(owner)).status).toBe(403);
    expect((await invoke('list-saved-jobs')).status).toBe(401);
  });

  it('answers the saved ids in one read, and keeps them right under racing saves and removals', async () => {
    const seeker = await makeSeeker();
    const ids = () => invoke<{ jobIds: number[] }>('list-saved-job-ids', { cookie: seeker.cookie });
    expect((await ids()).body).toEqual({ jobIds: [] });
    const answers = await Promise.all([save(seeker, job(0).id), save(seeker, job(0).id), save(seeker, job(1).id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await ids()).body).toEqual({ jobIds: [job(0).id, job(1).id].sort((a, b) => a - b) });
    await Promise.all([unsave(seeker, job(0).id), unsave(seeker, job(0).id)]);
    expect((await ids()).body).toEqual({ jobIds: [job(1).id] });
    expect((await invoke('list-saved-job-ids', { cookie: owner.cookie })).status).toBe(403);
  });
});
