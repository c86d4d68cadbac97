/**
 * The companies directory (GET /api/companies): one page at a time, by open jobs or by name, optionally searched
 * by name, read from the index that already has the asked order (keys.ts, docs/data-model.md) — never a Scan.
 * The index keys depend on the name and on the open-job count, so every write of either goes through
 * `directoryUpdate`, which rewrites them together and only if the company is still as it was read.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { CompanyQuery } from '../../../../shared/schemas/company-query.js';
import { foldText } from '../../../../shared/search-words.js';
import type { Company } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { type InvalidCursor, readCursor, signCursor } from '../kit/page-cursor.js';
import { fromCompanyItem } from '../records/company.js';
import { readRecord } from '../records/read-record.js';

/** Most items one request reads while a search filters them; a rarer match comes back as a short page + cursor. */
const READ_BUDGET = 1_000;

/** Case, accents and punctuation folded: 'Café-Zürich GmbH' → 'cafe zurich gmbh'. Sorts and searches the name. */
export function foldName(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/** The directory attributes of a company with this name and open-job count: its three index keys and folded name. */
export function directoryFields(id: number, name: string, openJobs: number): Record<string, string | number> {
  const folded = foldName(name);
  return {
    name,
    jobCount: openJobs,
    nameFolded: folded,
    ...keys.companyByName(folded, id),
    ...keys.companyByOpenJobs(folded, id, openJobs),
    ...(openJobs > 0 ? keys.companyWithOpenJobs(folded, id) : {}),
  };
}

export interface DirectoryState {
  id: number;
  name: string;
  jobCount: number;
}

/**
 * The transaction item moving a company from `was` (as read) to a new name and/or count. Conditional on the name
 * and count still being those read: a concurrent change makes the transaction fail, and the caller reads again.
 * `details` are other attributes written in the same update (the profile's description, website, location):
 * a value sets one, undefined removes it.
 */
export function directoryUpdate(
  was: DirectoryState,
  next: { name: string; jobCount: number },
  details: Record<string, string | undefined> = {},
) {
  const fields = directoryFields(was.id, next.name, next.jobCount);
  const detailNames = Object.keys(details);
  const sets = {
    ...fields,
    ...Object.fromEntries(detailNames.flatMap((name) => (details[name] === undefined ? [] : [[name, details[name]]]))),
  };
  const removed = [
    ...detailNames.filter((name) => details[name] === undefined),
    ...(next.jobCount > 0 ? [] : ['gsi3pk', 'gsi3sk']),
  ];
  const names = [...Object.keys(sets), ...removed];
  const placeholder = (name: string) => `#f${names.indexOf(name)}`;
  const setNames = Object.keys(sets);
  return {
    TableName: tableName(),
    Key: keys.company(was.id),
    UpdateExpression:
      `SET ${setNames.map((name) => `${placeholder(name)} = :f${names.indexOf(name)}`).join(', ')}` +
      (removed.length ? ` REMOVE ${removed.map(placeholder).join(', ')}` : ''),
    ConditionExpression: '#f0 = :wasName AND jobCount = :wasCount',
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
    ExpressionAttributeValues: {
      ...Object.fromEntries(setNames.map((name) => [`:f${names.indexOf(name)}`, sets[name]])),
      ':wasName': was.name,
      ':wasCount': was.jobCount,
    },
  };
}

type Position = Record<string, string>;

/** Where a page ended: the LastEvaluatedKey of a Query on one of the directory's indexes. */
const positionSchema = v.record(v.pipe(v.string(), v.regex(/^(pk|sk|gsi[123](pk|sk))$/)), v.string());

/** Which index answers which order, and the key condition that leaves out the companies without open jobs. */
function indexFor(query: CompanyQuery) {
  if (query.sort === 'name') {
    return query.includeEmpty
      ? { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'COMPANIES' } }
      : {
          IndexName: 'gsi3',
          KeyConditionExpression: 'gsi3pk = :pk',
          ExpressionAttributeValues: { ':pk': 'COMPANIES#OPEN' },
        };
  }
  return query.includeEmpty
    ? { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': 'COMPANIES' } }
    : {
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :empty',
        ExpressionAttributeValues: { ':pk': 'COMPANIES', ':empty': keys.companiesWithoutJobs() },
      };
}

/** The search's words, each required somewhere in the folded name ('zur' finds 'Café Zürich'). */
function searchFilter(search: string | undefined) {
  const words = [
    ...new Set(
      foldName(search ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, 8);
  if (words.length === 0) return { words };
  return {
    words,
    FilterExpression: words.map((_, i) => `contains(nameFolded, :w${i})`).join(' AND '),
    values: Object.fromEntries(words.map((word, i) => [`:w${i}`, word])),
  };
}

/** The key of the item a page ended on, in the index's LastEvaluatedKey shape. */
function positionOf(item: Record<string, unknown>, index: string): Position {
  const names = ['pk', 'sk', `${index}pk`, `${index}sk`];
  return readRecord('company', v.object(Object.fromEntries(names.map((name) => [name, v.string()]))), item);
}

export interface CompanyPage<Shown = Company> {
  companies: Shown[];
  nextCursor?: string;
}

/** `show` maps each item: the public's Company by default, the admin desk's with its suspension. */
export async function listCompanyPage<Shown = Company>(
  query: CompanyQuery,
  show: (item: Record<string, unknown>) => Shown = fromCompanyItem as (item: Record<string, unknown>) => Shown,
): Promise<({ ok: true } & CompanyPage<Shown>) | InvalidCursor> {
  const index = indexFor(query);
  const filter = searchFilter(query.search);
  const scope = JSON.stringify({ sort: query.sort, includeEmpty: query.includeEmpty, words: filter.words });
  const from = query.cursor ? await readCursor(query.cursor, scope, positionSchema) : undefined;
  if (from && !from.ok) return from;
  let start: Position | undefined = from?.value;
  const found: Record<string, unknown>[] = [];
  let read = 0;
  do {
    // Without a search every item read is shown: read exactly one more than the page (to know if more follow).
    const want = query.limit + 1 - found.length;
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        ...index,
        ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
        ExpressionAttributeValues: { ...index.ExpressionAttributeValues, ...filter.values },
        Limit: filter.FilterExpression ? Math.min(READ_BUDGET - read, Math.max(want * 4, 50)) : want,
        ExclusiveStartKey: start,
      }),
    );
    read += page.ScannedCount ?? 0;
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey as Position | undefined;
  } while (start && found.length <= query.limit && read < READ_BUDGET);

  const shown = found.slice(0, query.limit);
  const last = shown.at(-1);
  // More follow when a match beyond the page was read, or the read stopped (budget) before the index ended.
  const next = found.length > query.limit && last ? positionOf(last, index.IndexName) : start;
  return {
    ok: true,
    companies: shown.map(show),
    ...(next ? { nextCursor: await signCursor(next, scope) } : {}),
  };
}

/** The company's name and count as they are now (a strongly consistent read: the count is about to move). */
export async function readDirectoryState(companyId: number): Promise<DirectoryState | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { name, jobCount } = fromCompanyItem(Item);
  return { id: companyId, name, jobCount };
}

/** Adds to a company's open-job count outside a job transaction (the bench's bulk seeding), keys and all. */
export async function addOpenJobs(companyId: number, delta: number): Promise<void> {
  for (;;) {
    const was = await readDirectoryState(companyId);
    if (!was) return;
    try {
      await db().send(new UpdateCommand(directoryUpdate(was, { name: was.name, jobCount: was.jobCount + delta })));
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
