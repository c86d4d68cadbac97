/** Job summaries (the card of a job) by id, with one BatchGet: the search results and the similar jobs. */
import type { CompanyResponse, JobSummary } from '../../../shared/types.js';
import { responseTimeOf } from '../db/applications/response-time.js';
import { isListed, moderationMarkNames } from '../db/jobs/job-visibility.js';
import { summarize } from '../db/jobs/jobs-model.js';
import { batchGetAll } from '../db/kit/batch-get.js';
import { keys } from '../db/kit/keys.js';
import { type JobCardItem, readJobCardItem, toCardOf } from '../db/records/job.js';
import { fromResponseTimesItem, unansweredOf } from '../db/records/response-times.js';

const SUMMARY_FIELDS = [
  'id',
  'companyId',
  'companyName',
  'companyLogo',
  'title',
  'description',
  'location',
  'salary',
  'salaryMin',
  'salaryMax',
  'currency',
  'period',
  'closingDate',
  'jobType',
  'workArrangement',
  'experience',
  'categories',
  'skills',
  'createdAt',
  'confirmedOpenAt',
  'isActive',
  ...moderationMarkNames,
];

/**
 * The summaries of these jobs in this order (at most 100); a job deleted, closed or hidden meanwhile drops out.
 * Each carries its company's response figures (one more BatchGet, of the page's distinct companies).
 */
export async function jobSummaries(ids: number[]): Promise<JobSummary[]> {
  return withCompanyResponses(await readSummaries(ids));
}

async function readSummaries(ids: number[]): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  const found = new Map<number, JobCardItem>();
  for (const item of await batchGetAll(
    ids.map((id) => keys.job(id)),
    SUMMARY_FIELDS,
  )) {
    const read = readJobCardItem(item);
    found.set(read.id, read);
  }
  return ids.flatMap((id) => {
    const read = found.get(id);
    // Deleted, closed by its company or kept from the public by moderation (job-visibility.ts): not shown.
    if (!read || !isListed(read)) return [];
    const card = toCardOf(read);
    return [{ ...card, description: summarize(card.description) }];
  });
}

/** The cards with their companies' response figures, where a company has enough decisions to show them. */
async function withCompanyResponses(cards: JobSummary[]): Promise<JobSummary[]> {
  const companyIds = [...new Set(cards.map((card) => card.companyId))];
  if (companyIds.length === 0) return cards;
  const figures = new Map<number, CompanyResponse>();
  for (const item of await batchGetAll(companyIds.map((id) => keys.responseTimes(id)))) {
    const time = responseTimeOf(fromResponseTimesItem(item), unansweredOf(item));
    if (time.answeredWithinShare === undefined || time.medianDays === undefined) continue;
    figures.set(Number(String(item.pk).split('#')[1]), {
      answeredWithinShare: time.answeredWithinShare,
      medianDays: time.medianDays,
      ...(time.respondsToEveryApplicant ? { respondsToEveryApplicant: true } : {}),
    });
  }
  return cards.map((card) => {
    const companyResponse = figures.get(card.companyId);
    return companyResponse ? { ...card, companyResponse } : card;
  });
}
