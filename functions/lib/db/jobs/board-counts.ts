/**
 * The board's counts: open jobs and the companies hiring. Read from the directory's index of companies with open
 * jobs (`COMPANIES#OPEN`, kept by every job write through directoryUpdate), projecting only each company's listed-job
 * count: one Query, a few bytes per hiring company, never a Scan. The route is cached at the edge for minutes, so
 * the read happens a few times an hour however many pages show the numbers.
 */
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';

export async function readBoardCounts(): Promise<{ openJobs: number; hiringCompanies: number }> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companyWithOpenJobs('', 0).gsi3pk },
    ProjectionExpression: 'jobCount',
  });
  const counts = items.map((item) => Number(item.jobCount ?? 0)).filter((count) => count > 0);
  return { openJobs: counts.reduce((sum, count) => sum + count, 0), hiringCompanies: counts.length };
}
