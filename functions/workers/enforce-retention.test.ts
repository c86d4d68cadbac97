/**
 * The retention worker against DynamoDB Local and the local S3: application copies go once their job has been closed
 * long enough, CV files nothing holds go once old enough, and what is live stays. Time moves by the run's `now`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createApplication, saveApplicationCvSkills } from '../lib/db/applications/applications.js';
import { updateJob } from '../lib/db/jobs/jobs.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { setSavedCv } from '../lib/db/seekers/saved-cv.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { cvBucket } from '../lib/files/s3.js';
import { headObject, putObject } from '../lib/files/s3-objects.js';
import { retention } from '../lib/retention.js';
import { makeCompany, postJob } from '../testing/jobs.js';
import { makeSeeker } from '../testing/principals.js';
import { enforceRetention } from './enforce-retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const pdf = { contentType: 'application/pdf' };
const cvFile = { name: 'cv.pdf', size: 4, type: 'pdf' as const };
const exists = async (key: string) => (await headObject(cvBucket(), key)) !== undefined;
const applicationItem = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.application(id) }))).Item;

async function applyWithCv(job: { id: number; title: string; companyId: number; companyName: string }, userId: number) {
  const outcome = await createApplication({
    job,
    applicant: { id: userId, name: 'Sam Seeker', email: `sam${userId}@example.com` },
    resume: 'Ten years of building web services.',
    coverLetter: 'I would love to work with you.',
    cv: cvFile,
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  await putObject(cvBucket(), cvKeys.application(outcome.application.id), '%PDF', pdf);
  return outcome.application;
}

/** The names of the DynamoDB commands `run` sends, with its result. */
async function withCommandsSeen<T>(run: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
  const commands: string[] = [];
  const name = `seen${Math.random()}`;
  db().middlewareStack.add(
    (next, context) => (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), commands };
  } finally {
    db().middlewareStack.remove(name);
  }
}

describe('enforce-retention', () => {
  it("removes an application's copies once its job has been closed long enough, and keeps open jobs' whole", async () => {
    const owner = await makeCompany('Retention Co');
    const seeker = await makeSeeker();
    const closing = await postJob(owner, { title: 'Closed Role' });
    const open = await postJob(owner, { title: 'Open Role' });
    const closed = await applyWithCv({ ...closing, companyName: owner.company.name }, seeker.user.id);
    const live = await applyWithCv({ ...open, companyName: owner.company.name }, seeker.user.id);
    await updateJob(closing.id, { isActive: false });
    await saveApplicationCvSkills(closed.id, { checked: ['Go'], found: ['Go'] });

    // Not yet: closed for less than the period.
    const early = await enforceRetention(daysFromNow(retention.closedJobApplicationDays - 1));
    expect(early.applicationsCleared).toBe(0);
    expect(await exists(cvKeys.application(closed.id))).toBe(true);

    const run = await withCommandsSeen(() => enforceRetention(daysFromNow(retention.closedJobApplicationDays + 1)));
    expect(run.result.applicationsCleared).toBe(1);
    // The applications holding copies come from the sparse index: no Scan of the table.
    expect(run.commands).toContain('QueryCommand');
    expect(run.commands).not.toContain('ScanCommand');
    const cleared = await applicationItem(closed.id);
    expect(cleared).not.toHaveProperty('gsi4pk');
    expect(await applicationItem(live.id)).toHaveProperty('gsi4pk');
    expect(cleared).toMatchObject({ resume: '', coverLetter: '', jobTitle: 'Closed Role', status: 'pending' });
    expect(cleared?.cv).toBeUndefined();
    expect(cleared?.cvSkills).toBeUndefined();
    expect(cleared?.personalDataRemovedAt).toEqual(expect.any(String));
    expect(await exists(cvKeys.application(closed.id))).toBe(false);
    expect(await applicationItem(live.id)).toMatchObject({ resume: live.resume, cv: cvFile });
    expect(await exists(cvKeys.application(live.id))).toBe(true);

    // Idempotent: nothing more to do.
    expect(await enforceRetention(daysFromNow(retention.closedJobApplicationDays + 2))).toMatchObject({
      applicationsCleared: 0,
    });
  });

  it('deletes CV files nothing holds once they are old enough, and keeps the saved CV', async () => {
    const seeker = await makeSeeker();
    const saved = cvKeys.saved(seeker.user.id, 'current');
    const replaced = cvKeys.saved(seeker.user.id, 'replaced-long-ago');
    const stray = cvKeys.application(990_001);
    for (const key of [saved, replaced, stray]) await putObject(cvBucket(), key, '%PDF', pdf);
    await setSavedCv(seeker.user.id, { ...cvFile, key: saved, uploadedAt: new Date().toISOString() });

    const early = await enforceRetention(daysFromNow(retention.unattachedCvDays - 1));
    expect(early).toMatchObject({ savedCvsDeleted: 0, applicationCvsDeleted: 0 });
    expect(await exists(replaced)).toBe(true);

    const run = await enforceRetention(daysFromNow(retention.unattachedCvDays + 1));
    expect(run.savedCvsDeleted).toBe(1);
    expect(run.applicationCvsDeleted).toBeGreaterThanOrEqual(1);
    expect(await exists(replaced)).toBe(false);
    expect(await exists(stray)).toBe(false);
    expect(await exists(saved)).toBe(true);
  });
});
