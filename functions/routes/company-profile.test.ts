/**
 * A company's own profile and logo through the real handlers, DynamoDB Local and the local S3: editing (same rules
 * as registration), who may not, a rename reaching the jobs, the logo's upload, check, replacement and removal,
 * account deletion taking the logo along, and the company page's median days to a decision.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Company, CompanyDetails, Job } from '../../shared/types.js';
import { listApplications } from '../lib/db/applications/applications.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { keyOfLogoPath } from '../lib/files/logo-keys.js';
import { logoBucket } from '../lib/files/s3.js';
import { headObject } from '../lib/files/s3-objects.js';
import { postToTicket } from '../testing/cv.js';
import { applied, decideAs, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { plainSvg, pngBytes, startLogoUpload, uploadLogo } from '../testing/logo.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker } from '../testing/principals.js';

const edit = (principal: { cookie: string } | undefined, companyId: number, body: unknown) =>
  invoke<Company>('update-company', { cookie: principal?.cookie, params: { id: String(companyId) }, body });
const page = async (companyId: number) =>
  (await invoke<CompanyDetails>('get-company', { params: { id: String(companyId) } })).body;

async function published(path: string | undefined): Promise<boolean> {
  const key = keyOfLogoPath(path);
  return key !== undefined && (await headObject(logoBucket(), key)) !== undefined;
}

describe('editing the company profile', () => {
  it('saves name, description, website (completed with https://) and location, and clears an emptied field', async () => {
    const owner = await makeCompanyPrincipal('Acme Corp');
    const saved = await edit(owner, owner.company.id, {
      name: '  Acme Rockets ',
      description: 'We build rockets for small satellites.',
      website: 'acme.example/jobs',
      location: 'Austin, TX',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: owner.company.id,
      name: 'Acme Rockets',
      description: 'We build rockets for small satellites.',
      website: 'https://acme.example/jobs',
      location: 'Austin, TX',
    });
    const cleared = await edit(owner, owner.company.id, { name: 'Acme Rockets', description: '', website: '' });
    expect(cleared.body.website).toBeUndefined();
    expect(cleared.body.location).toBeUndefined();
    expect(await page(owner.company.id)).toMatchObject({ name: 'Acme Rockets', description: '' });
  });

  it("renames the company's jobs and the account's company name with it", async () => {
    const owner = await makeCompanyPrincipal('Old Name Ltd');
    const job = (await postJobAs(owner)).body;
    await edit(owner, owner.company.id, { name: 'New Name Ltd' });
    const read = await invoke<Job>('get-job', { params: { id: String(job.id) } });
    expect(read.body.companyName).toBe('New Name Ltd');
    const me = await invoke<{ company?: string }>('get-user', { cookie: owner.cookie });
    expect(me.body.company).toBe('New Name Ltd');
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'Company name must be at least 2 characters'],
    ['no name', {}, 'Company name must be at least 2 characters'],
    ['a javascript: website', { name: 'Acme', website: 'javascript:alert(1)' }, 'Website must be a web address'],
    ['a long location', { name: 'Acme', location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    ['a long description', { name: 'Acme', description: 'x'.repeat(2001) }, 'Description must be at most 2000'],
    ['an array body', [], 'The request body'],
  ])('refuses %s with 400 and a message, changing nothing', async (_case, body, message) => {
    const owner = await makeCompanyPrincipal('Unchanged Inc');
    const response = await edit(owner, owner.company.id, body);
    expect(response.status).toBe(400);
    expect((response.body as unknown as { message: string }).message).toContain(message);
    expect((await page(owner.company.id)).name).toBe('Unchanged Inc');
  });

  it('lets nobody else edit it: signed out 401, a seeker 403, another company 403', async () => {
    const [owner, other, seeker] = await Promise.all([
      makeCompanyPrincipal('Mine Co'),
      makeCompanyPrincipal(),
      makeSeeker(),
    ]);
    const body = { name: 'Hijacked' };
    expect((await edit(undefined, owner.company.id, body)).status).toBe(401);
    expect((await edit(seeker, owner.company.id, body)).status).toBe(403);
    const foreign = await edit(other, owner.company.id, body);
    expect(foreign).toMatchObject({ status: 403, body: { message: 'You can only change your own company' } });
    expect((await page(owner.company.id)).name).toBe('Mine Co');
  });

  it('answers 403 for any other company id, 404 for a path that names no company', async () => {
    const owner = await makeCompanyPrincipal();
    expect((await edit(owner, 999_999, { name: 'Ghost' })).status).toBe(403);
    expect((await edit(owner, 0, { name: 'Ghost' })).status).toBe(404);
  });
});

describe('the logo', () => {
  let owner: CompanyPrincipal;
  beforeEach(async () => {
    owner = await makeCompanyPrincipal('Logo Labs');
  });

  it('publishes a PNG under /logos/, shows it on the company and its jobs, and replaces it', async () => {
    const job = (await postJobAs(owner)).body;
    const first = await uploadLogo(owner, pngBytes(), 'logo.png');
    expect(first.status).toBe(200);
    expect(first.body.logo).toMatch(new RegExp(`^/logos/${owner.company.id}/[0-9a-f-]{36}\\.png$`));
    expect(await published(first.body.logo)).toBe(true);
    expect((await page(owner.company.id)).logo).toBe(first.body.logo);
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body.companyLogo).toBe(first.body.logo);

    const second = await uploadLogo(owner, plainSvg(), 'logo.svg');
    expect(second.body.logo).toMatch(/\.svg$/);
    expect(await published(first.body.logo)).toBe(false);
    const head = await headObject(logoBucket(), keyOfLogoPath(second.body.logo) as string);
    expect(head?.contentType).toBe('image/svg+xml');
  });

  it('removes it: the file goes, the company and its jobs fall back to the initial', async () => {
    const job = (await postJobAs(owner)).body;
    const { logo } = (await uploadLogo(owner, pngBytes(), 'logo.png')).body;
    const removed = await invoke<Company>('delete-company-logo', {
      cookie: owner.cookie,
      params: { id: String(owner.company.id) },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeUndefined();
    expect(await published(logo)).toBe(false);
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body.companyLogo).toBeUndefined();
    const again = await invoke('delete-company-logo', {
      cookie: owner.cookie,
      params: { id: String(owner.company.id) },
    });
    expect(again).toMatchObject({ status: 404, body: { message: 'Your company has no logo' } });
  });

  it('refuses an SVG with a script with 400 saying why, and publishes nothing', async () => {
    const evil = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const refused = await uploadLogo(owner, evil, 'logo.svg');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'This SVG cannot be used as a logo: it contains a script. Export it again as a plain SVG or PNG.',
    });
    expect((await page(owner.company.id)).logo).toBeUndefined();
  });

  it('refuses an executable named .png (400) and a file over 1 MB whatever was declared (413)', async () => {
    const exe = await uploadLogo(owner, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), 'logo.png');
    expect(exe).toMatchObject({ status: 400, body: { message: 'Your logo must be a PNG, JPEG, WebP or SVG image' } });
    const ticket = await startLogoUpload(owner, 'big.png', 1000);
    await postToTicket(ticket.body, Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024)]), 'big.png');
    const big = await invoke('save-company-logo', {
      cookie: owner.cookie,
      params: { id: String(owner.company.id) },
      body: { uploadId: ticket.body.uploadId },
    });
    expect(big).toMatchObject({ status: 413, body: { message: 'Your logo must be at most 1 MB' } });
  });

  it.each([
    ['a GIF name', { fileName: 'logo.gif', size: 10 }, 'Your logo must be a PNG, JPEG, WebP or SVG image'],
    ['a declared size over 1 MB', { fileName: 'logo.png', size: 1024 * 1024 + 1 }, 'Your logo must be at most 1 MB'],
    ['an empty file', { fileName: 'logo.png', size: 0 }, 'The file is empty'],
  ])('refuses to start an upload for %s', async (_case, body, message) => {
    const response = await invoke('start-logo-upload', {
      cookie: owner.cookie,
      params: { id: String(owner.company.id) },
      body,
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("cannot publish another account's upload, nor touch another company's logo", async () => {
    const other = await makeCompanyPrincipal('Other Labs');
    const ticket = await startLogoUpload(owner, 'logo.png', pngBytes().length);
    await postToTicket(ticket.body, pngBytes(), 'logo.png');
    const stolen = await invoke('save-company-logo', {
      cookie: other.cookie,
      params: { id: String(other.company.id) },
      body: { uploadId: ticket.body.uploadId },
    });
    expect(stolen).toMatchObject({
      status: 400,
      body: { message: 'The upload was not found. Please upload your logo again.' },
    });
    const params = { id: String(owner.company.id) };
    expect((await invoke('delete-company-logo', { cookie: other.cookie, params })).status).toBe(403);
    expect(
      (await invoke('start-logo-upload', { cookie: other.cookie, params, body: { fileName: 'a.png', size: 9 } }))
        .status,
    ).toBe(403);
    expect((await invoke('start-logo-upload', { params, body: { fileName: 'a.png', size: 9 } })).status).toBe(401);
    const seeker = await makeSeeker();
    expect((await invoke('delete-company-logo', { cookie: seeker.cookie, params })).status).toBe(403);
  });

  it('goes with the company account', async () => {
    const { logo } = (await uploadLogo(owner, pngBytes(), 'logo.png')).body;
    expect((await invoke('delete-user', { cookie: owner.cookie })).status).toBe(200);
    expect(await published(logo)).toBe(false);
  });
});

describe("the company page's response time", () => {
  /** Applies, dates the application `days` before now, then decides it: the decision's delay is `days`. */
  async function decidedAfter(owner: CompanyPrincipal, jobId: number, days: number, status = 'approved') {
    const application = await applied(await makeSeeker(), jobId);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(application.id),
        UpdateExpression: 'SET submittedAt = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - days * 86_400_000).toISOString() },
      }),
    );
    expect((await decideAs(owner, application.id, status)).status).toBe(200);
  }

  /** The figure as it was computed before the histogram: every decided application's exact days, their median. */
  async function medianFromApplications(companyId: number): Promise<number> {
    const days = (await listApplications({ company: companyId }))
      .filter((application) => application.status === 'approved' || application.status === 'rejected')
      .map(
        (application) =>
          (Date.parse(application.statusChangedAt as string) - Date.parse(application.submittedAt)) / 86_400_000,
      )
      .sort((a, b) => a - b);
    const middle = Math.floor(days.length / 2);
    const exact = days.length % 2 ? days[middle] : ((days[middle - 1] as number) + (days[middle] as number)) / 2;
    return Math.round((exact as number) * 10) / 10;
  }

  it('says nothing below three decisions, then the median days over decided applications only', async () => {
    const owner = await makeCompanyPrincipal('Quick Hire');
    const job = (await postJobAs(owner)).body;
    await decidedAfter(owner, job.id, 1);
    await decidedAfter(owner, job.id, 5, 'rejected');
    await applied(await makeSeeker(), job.id); // pending: no decision yet
    const below = (await page(owner.company.id)).responseTime;
    expect(below).toMatchObject({ decisions: 2 });
    expect(below.medianDays).toBeUndefined();
    await decidedAfter(owner, job.id, 2);
    expect((await page(owner.company.id)).responseTime).toMatchObject({ decisions: 3, medianDays: 2 });
    await decidedAfter(owner, job.id, 4, 'rejected');
    expect((await page(owner.company.id)).responseTime).toMatchObject({ decisions: 4, medianDays: 3 });
    expect(await medianFromApplications(owner.company.id)).toBe(3);
    // A refused second decision adds nothing.
    const [first] = await listApplications({ company: owner.company.id });
    expect((await decideAs(owner, first?.id as number, 'rejected')).status).toBe(409);
    expect((await page(owner.company.id)).responseTime.decisions).toBe(4);
  });

  it('gives the same median as reading the applications, within half a day when delays are not whole', async () => {
    const whole = await makeCompanyPrincipal('Whole Days');
    const wholeJob = (await postJobAs(whole)).body;
    for (const days of [0, 7, 3, 12, 3, 90]) await decidedAfter(whole, wholeJob.id, days);
    expect((await page(whole.company.id)).responseTime).toMatchObject({ decisions: 6, medianDays: 5 });
    expect(await medianFromApplications(whole.company.id)).toBe(5);

    const partial = await makeCompanyPrincipal('Part Days');
    const partialJob = (await postJobAs(partial)).body;
    for (const days of [0.2, 1.4, 2.6, 6.3, 0.9]) await decidedAfter(partial, partialJob.id, days);
    const { medianDays } = (await page(partial.company.id)).responseTime;
    expect(medianDays).toBe(1); // 1.4 days, kept as 1
    expect(Math.abs((medianDays as number) - (await medianFromApplications(partial.company.id)))).toBeLessThanOrEqual(
      0.5,
    );
  });

  it('is read from one item that the company account takes along', async () => {
    const owner = await makeCompanyPrincipal('Gone Hire');
    const job = (await postJobAs(owner)).body;
    await decidedAfter(owner, job.id, 2);
    const item = await db().send(new GetCommand({ TableName: tableName(), Key: keys.responseTimes(owner.company.id) }));
    expect(item.Item).toMatchObject({ d2: 1 });
    expect((await invoke('delete-user', { cookie: owner.cookie })).status).toBe(200);
    const gone = await db().send(new GetCommand({ TableName: tableName(), Key: keys.responseTimes(owner.company.id) }));
    expect(gone.Item).toBeUndefined();
  });
});
