/**
 * The two lists of a data export that have no upper limit: a seeker's applications and a company's jobs. Each
 * answer reads one page of EXPORT_PAGE_SIZE items (one Query on gsi1, newest first) and, when more remain, signs a
 * cursor for this account and this list alone; another account's cursor, or one edited by hand, is refused (400).
 * Every other list of the document is bounded by the board's own limits (saved jobs, alerts), so one answer always
 * stays small and quick, however long the account's history.
 */
import { EXPORT_PAGE_SIZE } from '../../../shared/constants.js';
import { apiErrors } from '../../../shared/texts.js';
import { keys } from '../db/kit/keys.js';
import { type QueryPage, queryPage } from '../db/kit/paged-query.js';
import { badRequest } from '../errors.js';

export type LongList = 'applications' | 'jobs';

/** The list's gsi1 partition: the seeker's applications or the company's jobs. */
export function longListPartition(list: LongList, owner: number): string {
  return list === 'applications' ? keys.seekerApplications(owner).gsi1pk : keys.companyJobs(owner).gsi1pk;
}

const scopeOf = (userId: number, list: LongList) => `export#${userId}#${list}`;

export type ListPage = QueryPage;

/** One page of the list, from its start or from where `cursor` left it. */
export async function readListPage(userId: number, list: LongList, owner: number, cursor?: string): Promise<ListPage> {
  const page = await queryPage({
    partition: longListPartition(list, owner),
    index: 'gsi1',
    limit: EXPORT_PAGE_SIZE,
    scope: scopeOf(userId, list),
    cursor,
  });
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return page;
}
