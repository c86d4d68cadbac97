/**
 * What the sitemap lists, read from the table without a Scan: every active job from the search index's list of
 * all active jobs (`POST#all`, kept by the stream indexer, so a job is listed once it is indexed), and every
 * company with open jobs from the sparse directory index gsi3 (a company page without jobs says little). Only keys
 * are read: the id and posting time are in the sort keys.
 */

import { keys } from '../db/kit/keys.js';
import { queryAll } from '../db/kit/query-all.js';
import { term } from '../search/postings.js';
import type { SitemapEntry } from './sitemap.js';

/** The id at the end of a sort key (`…#000000000042`). */
const idOf = (sortKey: string) => Number(sortKey.slice(sortKey.lastIndexOf('#') + 1));

export async function activeJobEntries(): Promise<SitemapEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.posting(term.all()).pk },
    ProjectionExpression: 'sk',
  });
  return items.map((item) => {
    const sortKey = String(item.sk);
    return { path: `/job/${idOf(sortKey)}`, lastModified: sortKey.slice(0, sortKey.lastIndexOf('#')) };
  });
}

export async function companyEntries(): Promise<SitemapEntry[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companyWithOpenJobs('', 0).gsi3pk },
    ProjectionExpression: 'gsi3sk',
  });
  return items.map((item) => ({ path: `/companies/${idOf(String(item.gsi3sk))}` }));
}
