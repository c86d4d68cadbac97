/**
 * The board's size in words from its own counts (GET /api/board/counts, cached at the edge): "14 open jobs from 5
 * companies". A short skeleton while it loads; the fallback (or nothing) when it cannot be read, never a made-up
 * number.
 */
import Skeleton from '@mui/material/Skeleton';
import { labels } from '@shared/texts.js';
import type { BoardCounts } from '@shared/types.js';
import type { ReactNode } from 'react';
import { useApi } from '@/api/client.js';

/** The counts, or undefined while loading or when they never came (a failed reading again keeps the last ones). */
export function useBoardCounts(): { counts?: BoardCounts; loading: boolean } {
  const { data, isLoading } = useApi('get-board-counts', {});
  return { counts: data, loading: isLoading };
}

interface Props {
  /** Puts the words in their sentence, e.g. `(words) => \`JobBoard today: ${words}.\`` */
  sentence?: (words: string) => ReactNode;
  /** What stands there when the counts cannot be read. */
  fallback?: ReactNode;
}

export function BoardSize({ sentence = (words) => words, fallback = null }: Props) {
  const { counts, loading } = useBoardCounts();
  if (loading) return <Skeleton variant="text" width="14em" sx={{ display: 'inline-block' }} />;
  return <>{counts ? sentence(labels.boardSize(counts.openJobs, counts.hiringCompanies)) : fallback}</>;
}
