/** Each entity's mapper reads a good item into its API shape and stops loudly, naming the key, on a bad one. */
import * as v from 'valibot';
import { fromPostingItem } from '../../search/posting-record.js';
import { fromAlertItem } from './alert.js';
import { fromApplicationItem } from './application.js';
import { fromAuditItem } from './audit-entry.js';
import { fromCategoryItem } from './category.js';
import { fromCompanyItem } from './company.js';
import { fromJobCardItem, fromJobItem, readJobItem } from './job.js';
import { fromCompanyStatsDayItem, fromJobStatsDayItem } from './job-stats-day.js';
import { fromMatchingItem } from './matching-profile.js';
import { fromCaseItem, fromQueuedCaseItem, fromReportItem } from './moderation.js';
import { tokenItemReader } from './one-time-token.js';
import { fromResourceItem } from './resource.js';
import { fromSavedJobItem, readSavedJobIds } from './saved-job.js';
import { suppressionReasonOf } from './suppressed-email.js';
import { fromUserItem } from './user.js';

const job = {
  pk: 'JOB#7',
  sk: 'JOB',
  type: 'job',
  id: 7,
  companyId: 3,
  companyName: 'Acme',
  title: 'Engineer',
  description: 'Builds things.',
  requirements: 'Curiosity',
  location: 'Remote, EU',
  jobType: 'full_time',
  createdAt: '2026-01-01T00:00:00.000Z',
  postedBy: 9,
  isActive: true,
  version: 2,
};

describe('job items', () => {
  it('map to the API job, with defaults for fields older items lack and no bookkeeping', () => {
    expect(fromJobItem(job)).toEqual({
      id: 7,
      companyId: 3,
      companyName: 'Acme',
      title: 'Engineer',
      description: 'Builds things.',
      requirements: 'Curiosity',
      location: 'Remote, EU',
      jobType: 'full_time',
      workArrangement: 'remote',
      categories: [],
      skills: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      postedBy: 9,
      isActive: true,
    });
    expect(readJobItem(job)).toMatchObject({ version: 2, categoryIds: [] });
  });

  it('throw naming the key and the field when a field is missing or of the wrong type', () => {
    const { title: _title, ...untitled } = job;
    expect(() => fromJobItem(untitled)).toThrow(/job record JOB#7 JOB: title: Invalid (key|type)/);
    expect(() => readJobItem({ ...job, version: '2' })).toThrow(/JOB#7 JOB: version: Invalid type/);
    expect(() => fromJobCardItem({ ...job, jobType: 'gig' })).toThrow(/JOB#7 JOB: jobType/);
  });
});

it('company items map with defaults and fail on a wrong type', () => {
  const item = { pk: 'COMPANY#3', sk: 'COMPANY', id: 3, name: 'Acme', createdAt: '2026-01-01T00:00:00.000Z' };
  expect(fromCompanyItem(item)).toEqual({ ...item, pk: undefined, sk: undefined, description: '', jobCount: 0 });
  expect(() => fromCompanyItem({ ...item, jobCount: 'many' })).toThrow(/company record COMPANY#3 COMPANY: jobCount/);
});

it('job stats day items read their day from the key, missing counters as 0, and fail on a bad count', () => {
  const item = { pk: 'JOBSTATS#7', sk: 'DAY#2026-11-24#3', views: 5, rejected: 1, expiresAt: 1 };
  expect(fromJobStatsDayItem(item)).toEqual({ day: '2026-11-24', views: 5, applications: 0, approved: 0, rejected: 1 });
  expect(() => fromJobStatsDayItem({ ...item, views: -1 })).toThrow(
    /job stats day record JOBSTATS#7 DAY#2026-11-24#3: views/,
  );
  expect(() => fromJobStatsDayItem({ ...item, sk: 'TOTAL' })).toThrow(/JOBSTATS#7 TOTAL: sk/);
});

it("company stats day items also give each job's counts, and fail on a bad job count", () => {
  const item = { pk: 'COMPANYSTATS#2', sk: 'DAY#2026-11-24#m', views: 5, 'views#7': 4, 'views#9': 1, 'approved#9': 1 };
  const day = fromCompanyStatsDayItem(item);
  expect(day).toMatchObject({ day: '2026-11-24', views: 5, applications: 0 });
  expect([...day.jobs]).toEqual([
    [7, { day: '2026-11-24', views: 4, applications: 0, approved: 0, rejected: 0 }],
    [9, { day: '2026-11-24', views: 1, applications: 0, approved: 1, rejected: 0 }],
  ]);
  expect(() => fromCompanyStatsDayItem({ ...item, 'views#7': 'four' })).toThrow(/COMPANYSTATS#2 DAY#2026-11-24#m/);
});

it('category and resource items map and fail on a missing field', () => {
  const category = { pk: 'CATEGORIES', sk: 'CATEGORY#1', id: 1, name: 'Engineering', icon: 'CodeIcon' };
  expect(fromCategoryItem(category)).toEqual({ id: 1, name: 'Engineering', icon: 'CodeIcon', jobCount: 0 });
  expect(() => fromCategoryItem({ ...category, icon: 'Nope' })).toThrow(/CATEGORIES CATEGORY#1: icon/);
  const resource = { pk: 'RESOURCES', sk: 'RESOURCE#2', id: 2, name: 'Guide', description: 'd', url: 'https://x.test' };
  const withCategory = { ...resource, category: 'Career', icon: 'book' };
  expect(fromResourceItem(withCategory)).toEqual({ ...withCategory, pk: undefined, sk: undefined, tags: [] });
  expect(() => fromResourceItem(resource)).toThrow(/resource record RESOURCES RESOURCE#2: category/);
});

it('user and application items map and fail on a wrong type', () => {
  const user = {
    pk: 'USER#4',
    sk: 'USER',
    id: 4,
    username: 'ann',
    email: 'ann@example.com',
    name: 'Ann',
    role: 'job_seeker',
    passwordHash: 'hash',
    sessionVersion: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  expect(fromUserItem(user)).toEqual({ ...user, pk: undefined, sk: undefined });
  expect(() => fromUserItem({ ...user, sessionVersion: undefined })).toThrow(/USER#4 USER: sessionVersion/);
  const application = {
    pk: 'APPLICATION#5',
    sk: 'APPLICATION',
    id: 5,
    jobId: 7,
    userId: 4,
    resume: 'r',
    coverLetter: 'c',
    status: 'pending',
    submittedAt: '2026-01-02T00:00:00.000Z',
    jobTitle: 'Engineer',
    companyId: 3,
    companyName: 'Acme',
  };
  expect(fromApplicationItem(application)).toEqual({ ...application, pk: undefined, sk: undefined });
  expect(() => fromApplicationItem({ ...application, status: 'lost' })).toThrow(/APPLICATION#5 APPLICATION: status/);
});

it('saved-job items keep the card as saved; the id set reads sorted and fails on other values', () => {
  const { requirements: _r, postedBy: _p, version: _v, pk: _pk, sk: _sk, type: _t, ...card } = job;
  const saved = { pk: 'USER#4', sk: 'SAVED#7', jobId: 7, savedAt: '2026-01-03T00:00:00.000Z', job: card };
  expect(fromSavedJobItem(saved)).toEqual({
    jobId: 7,
    savedAt: '2026-01-03T00:00:00.000Z',
    job: { ...card, workArrangement: 'remote', categories: [], skills: [] },
  });
  expect(() => fromSavedJobItem({ ...saved, job: { ...card, title: 1 } })).toThrow(/USER#4 SAVED#7: job\.title/);
  expect(readSavedJobIds({ pk: 'USER#4', sk: 'SAVED', jobIds: new Set([9, 2]) })).toEqual([2, 9]);
  expect(() => readSavedJobIds({ pk: 'USER#4', sk: 'SAVED', jobIds: ['9'] })).toThrow(/USER#4 SAVED: jobIds/);
});

describe('alert items', () => {
  const alert = {
    pk: 'ALERTS#u7',
    sk: 'ALERT#0000000003',
    gsi2pk: 'ALERTS_DUE#daily',
    type: 'alert',
    id: 3,
    owner: 'u7',
    userId: 7,
    name: 'React in Berlin',
    frequency: 'daily',
    active: true,
    confirmed: true,
    filters: { search: 'react', location: 'Berlin', salaryMin: '50000' },
    createdAt: '2026-11-20T10:00:00.000Z',
    since: '2026-11-20T10:00:00.000Z',
  };

  it('map to the alert record, its filters as the text they were saved as, without index keys', () => {
    const { gsi2pk: _index, ...stored } = alert;
    expect(fromAlertItem(alert)).toEqual(stored);
  });

  it('stop on an unknown frequency, naming the key', () => {
    expect(() => fromAlertItem({ ...alert, frequency: 'hourly' })).toThrow(/ALERTS#u7 ALERT#0000000003: frequency/);
  });
});

describe('items once read with casts', () => {
  it('audit lines map to the API entry and stop on an unknown action', () => {
    const item = {
      pk: 'AUDIT',
      sk: '2026-11-20T10:00:00.000Z#a1',
      type: 'audit',
      id: 'a1',
      at: '2026-11-20T10:00:00.000Z',
      actor: { id: 1, name: 'Ada' },
      action: 'job.hidden',
      target: { kind: 'job', id: 7, label: 'Engineer' },
      reason: 'Spam',
    };
    const { pk: _pk, sk: _sk, type: _type, ...entry } = item;
    expect(fromAuditItem(item)).toEqual(entry);
    expect(() => fromAuditItem({ ...item, action: 'job.burned' })).toThrow(/AUDIT 2026-11-20T10:00:00.000Z#a1: action/);
  });

  it('moderation cases read with their counts defaulted; a queued case needs its job', () => {
    const closed = { pk: 'JOB#7', sk: 'MODERATION', closedAt: '2026-11-20T10:00:00.000Z' };
    expect(fromCaseItem(closed)).toEqual({ reportCount: 0, anonymousReportCount: 0, closedAt: closed.closedAt });
    expect(() => fromQueuedCaseItem(closed)).toThrow(/JOB#7 MODERATION: jobId/);
    expect(() => fromReportItem({ pk: 'JOB#7', sk: 'REPORT#1', reason: 'boring', createdAt: 'x' })).toThrow(
      /JOB#7 REPORT#1: reason/,
    );
  });

  it('a missing matching item reads as the empty record; a bad choice stops', () => {
    expect(fromMatchingItem(undefined)).toEqual({
      profile: { skills: [], titles: [], places: [], arrangements: [], jobTypes: [] },
      hidden: [],
      version: 0,
      emailMatches: 'off',
    });
    expect(() => fromMatchingItem({ pk: 'USER#4', sk: 'MATCHING', emailMatches: 'daily' })).toThrow(
      /USER#4 MATCHING: emailMatches/,
    );
  });

  it('tokens, suppressions and posting entries stop on a wrong type', () => {
    const readReset = tokenItemReader('reset-token', { userId: v.number() });
    const token = { pk: 'RESET#h', sk: 'TOKEN', userId: 4, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: 9 };
    expect(readReset(token)).toEqual({ userId: 4, createdAt: token.createdAt, expiresAt: 9 });
    expect(() => readReset({ ...token, userId: '4' })).toThrow(/RESET#h TOKEN: userId/);
    expect(suppressionReasonOf({ reason: 'bounce' })).toBe('bounce');
    expect(() => suppressionReasonOf({ pk: 'SUPPRESSED#a', sk: 'S', reason: 'bored' })).toThrow(/SUPPRESSED#a S/);
    expect(() => fromPostingItem({ pk: 'POST#w:go', sk: '2026#7', id: 7, co: 3 })).toThrow(/POST#w:go 2026#7/);
  });
});
