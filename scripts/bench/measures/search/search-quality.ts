/**
 * Does search find what people mean: recall over random (job, word) pairs on the largest board
 * (search-recall.ts, in the board's process), the checks of searches that an index can silently get wrong
 * (search-checks.ts) and NDCG@10 on the judged set (search-relevance.ts), on every board.
 */
import type { BoardUnderTest } from './measure-queries.js';
import { runSearchChecks, type SearchCheck } from './search-checks.js';
import type { RecallFigures } from './search-recall.js';
import { measureRelevance, type RelevanceFigures } from './search-relevance.js';

export interface SearchQualityFigures {
  recall: RecallFigures & { boardJobs: number };
  bySize: Record<string, { checks: SearchCheck[]; relevance: RelevanceFigures }>;
}

export async function measureSearchQuality(
  boards: BoardUnderTest[],
  options: { now: Date; recallPairs: number; log: (line: string) => void },
): Promise<SearchQualityFigures> {
  const bySize: SearchQualityFigures['bySize'] = {};
  for (const board of boards) {
    const checks = await runSearchChecks(board.child.url, board.size);
    const relevance = await measureRelevance(board.child.url, board.size, options.now);
    bySize[board.size] = { checks, relevance };
    options.log(
      `  ${board.size} jobs: checks ${checks.filter((check) => check.passed).length}/${checks.length} passed; ` +
        `NDCG@10 ${relevance.relevant.ndcg10} (newest first ${relevance.newest.ndcg10}), ` +
        `top 5 right ${relevance.relevant.topFiveShare}`,
    );
  }
  const largest = boards.at(-1) as BoardUnderTest;
  const recall = await largest.child.ask<RecallFigures>({ cmd: 'recall', pairs: options.recallPairs });
  options.log(`  recall ${recall.found}/${recall.pairs} at ${largest.size} jobs (${recall.seconds} s)`);
  return { recall: { ...recall, boardJobs: largest.size }, bySize };
}
