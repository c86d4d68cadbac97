/**
 * Near-duplicates across companies (docs/moderation.md): a newly posted job whose text is nearly that of another
 * company's listed job in its first category (or among all listed jobs, without one; SimHash, search/simhash.ts) is flagged to the admin desk as an audit-log
 * line `job.near-duplicate` naming both jobs and the similarity. The newest NEAR_DUPLICATE_SCAN jobs of that list
 * are compared (one Query of its posting list, BatchGets of their texts); posting is never held up by it.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '../../../shared/types.js';
import { findCategoriesByName } from '../db/catalog/categories.js';
import { batchGetAll } from '../db/kit/batch-get.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { auditPut, BOARD_ACTOR } from '../db/moderation/audit-log.js';
import { readJobTextItem } from '../db/records/job.js';
import { postingJobId } from './posting-record.js';
import { term } from './postings.js';
import { jobText, NEAR_DUPLICATE_SIMILARITY, simhash, similarity } from './simhash.js';

/** How many of the category's newest jobs a new job is compared with. */
export const NEAR_DUPLICATE_SCAN = 300;

interface Twin {
  id: number;
  title: string;
  companyName: string;
  similarity: number;
}

async function newestListed(postingTerm: string): Promise<number[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.posting(postingTerm).pk },
      ProjectionExpression: 'id',
      ScanIndexForward: false,
      Limit: NEAR_DUPLICATE_SCAN,
    }),
  );
  return Items.map(postingJobId);
}

async function texts(ids: number[]) {
  const items = await batchGetAll(
    ids.map((id) => keys.job(id)),
    ['id', 'companyId', 'companyName', 'title', 'description', 'requirements'],
  );
  return items.map(readJobTextItem);
}

/** The most similar listed job of another company, when nearly the same text. */
export async function findNearDuplicate(job: Job): Promise<Twin | undefined> {
  const [first] = job.categories;
  const category = first ? (await findCategoriesByName([first])).get(first) : undefined;
  const fingerprint = simhash(jobText(job));
  let best: Twin | undefined;
  for (const other of await texts(await newestListed(category ? term.category(category.id) : term.all()))) {
    if (other.companyId === job.companyId || other.id === job.id) continue;
    const alike = similarity(fingerprint, simhash(jobText(other)));
    if (alike >= NEAR_DUPLICATE_SIMILARITY && alike > (best?.similarity ?? 0)) {
      best = {
        id: other.id,
        title: other.title,
        companyName: other.companyName,
        similarity: alike,
      };
    }
  }
  return best;
}

/** Flags the job to the admin desk when another company's listed job is nearly the same text. */
export async function flagNearDuplicate(job: Job): Promise<Twin | undefined> {
  const twin = await findNearDuplicate(job);
  if (!twin) return undefined;
  const percent = Math.round(twin.similarity * 100);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        auditPut({
          actor: BOARD_ACTOR,
          action: 'job.near-duplicate',
          target: { kind: 'job', id: job.id, label: job.title },
          reason: `${percent} % the same text as job ${twin.id} "${twin.title}" of ${twin.companyName}`,
        }),
      ],
    }),
  );
  return twin;
}
