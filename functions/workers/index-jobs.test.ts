import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deleteJob, getJobRecord, updateJob } from '../lib/db/jobs/jobs.js';
import { db } from '../lib/db/kit/client.js';
import { createStreamPoller, DEAD_LETTER_FILE } from '../local/stream-poller.js';
import { indexSearch, makeCategories, makeCompany, postJob, termEntriesOf } from '../testing/jobs.js';
import { handler } from './index-jobs.js';

const termsOf = async (jobId: number) => (await termEntriesOf(jobId)).map((entry) => entry.pk.slice('POST#'.length));

describe('search indexer (DynamoDB stream → posting lists)', () => {
  let owner: Awaited<ReturnType<typeof makeCompany>>;
  beforeAll(async () => {
    owner = await makeCompany('Umbrella Labs');
    await makeCategories(['Engineering', 'Design']);
  });

  it('indexes every word of a new job, from every field, with its field mask', async () => {
    const job = await postJob(owner, {
      title: 'Front-end Developer',
      description: 'A paid stipend, mentoring from auditors and workers, and a product launch every quarter.',
      requirements: 'Vue.js and C# experience; 401k offered.',
      skills: ['TypeScript'],
      categories: ['Engineering'],
    });
    const entries = await termEntriesOf(job.id);
    const terms = entries.map((entry) => entry.pk.slice('POST#'.length));
    for (const word of [
      'stipend',
      'mentor',
      'auditor',
      'worker',
      'launch',
      'vuej',
      'c#',
      '401k',
      'frontend',
      'umbrella',
    ]) {
      expect(terms).toContain(`w:${word}`);
    }
    expect(terms).toEqual(expect.arrayContaining(['all', 'wa:on_site', `co:${owner.company.id}`, 'type:full_time']));
    const title = entries.find((entry) => entry.pk === 'POST#w:develop');
    expect(title).toMatchObject({ f: 1, id: job.id, wa: 'on_site' });
    expect(JSON.stringify(title).length).toBeLessThan(1024);
  });

  it('follows an edit: terms added and removed, attributes updated on every entry', async () => {
    const job = await postJob(owner, { title: 'Nurse Practitioner', description: 'Care for patients in a calm ward.' });
    expect(await termsOf(job.id)).toContain('w:nurs');
    await updateJob(job.id, { title: 'Payroll Specialist', workArrangement: 'hybrid' });
    const entries = await termEntriesOf(job.id);
    const terms = entries.map((entry) => entry.pk.slice('POST#'.length));
    expect(terms).toContain('w:payrol');
    expect(terms).not.toContain('w:nurs');
    expect(terms).toContain('w:patient');
    expect(terms).toContain('wa:hybrid');
    expect(terms).not.toContain('wa:on_site');
    expect(entries.every((entry) => entry.wa === 'hybrid')).toBe(true);
  });

  it('removes every entry when a job is deactivated or deleted, and restores them on activation', async () => {
    const job = await postJob(owner, { title: 'Barista Trainer' });
    const count = (await termsOf(job.id)).length;
    await updateJob(job.id, { isActive: false });
    expect(await termsOf(job.id)).toEqual([]);
    await updateJob(job.id, { isActive: true });
    expect(await termsOf(job.id)).toHaveLength(count);
    await deleteJob(job.id);
    expect(await termsOf(job.id)).toEqual([]);
  });

  it('reports the failed record and every later one, so the mapping retries from there', async () => {
    await indexSearch();
    const job = await postJob(owner, { title: 'Crane Operator' });
    const after = await getJobRecord(job.id);
    const record = (n: number): DynamoDBRecord => ({
      eventID: `e${n}`,
      eventName: 'MODIFY',
      dynamodb: {
        SequenceNumber: String(n),
        NewImage: marshall({ ...after, type: 'job' }, { removeUndefinedValues: true }) as never,
      },
    });
    const fault = 'index-fault';
    db().middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { RequestItems?: unknown }).RequestItems) throw new Error('throttled');
        return next(args);
      },
      { step: 'initialize', name: fault },
    );
    try {
      const answer = await handler({ Records: [record(1), record(2)] } as DynamoDBStreamEvent);
      expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '1' }, { itemIdentifier: '2' }]);
    } finally {
      db().middlewareStack.remove(fault);
    }
    expect(await handler({ Records: [record(1)] } as DynamoDBStreamEvent)).toEqual({ batchItemFailures: [] });
  });

  it('retries a failing batch, then dead-letters the poison record alone and goes on', async () => {
    await indexSearch();
    const dataDir = mkdtempSync(join(tmpdir(), 'stream-poller-'));
    const poisonTitle = 'Poison Record Tester';
    const attempts = new Map<string, number>();
    const poller = createStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT as string,
      tableName: process.env.TABLE_NAME as string,
      dataDir,
      maxAttempts: 3,
      handler: async (event: DynamoDBStreamEvent) => {
        for (const record of event.Records) {
          const key = record.dynamodb?.SequenceNumber as string;
          attempts.set(key, (attempts.get(key) ?? 0) + 1);
          if (JSON.stringify(record.dynamodb?.NewImage ?? {}).includes(poisonTitle)) throw new Error('poison');
        }
        return handler(event);
      },
    });
    // Caught up with the earlier records first, so only the new ones count.
    await poller.drain();
    attempts.clear();
    const flaky = await postJob(owner, { title: poisonTitle });
    const healthy = await postJob(owner, { title: 'Lighthouse Keeper' });
    await poller.drain();
    expect(poller.deadLetters).toHaveLength(1);
    expect(JSON.stringify(poller.deadLetters[0]?.record)).toContain(poisonTitle);
    expect(readFileSync(join(dataDir, DEAD_LETTER_FILE), 'utf8')).toContain(poisonTitle);
    expect(Math.max(...attempts.values())).toBeGreaterThanOrEqual(3);
    expect(await termsOf(healthy.id)).toContain('w:lighthous');
    expect(flaky.id).toBeGreaterThan(0);
    await poller.stop();
  });
});
