/** Placeholder rows while a list loads, announced once to screen readers. */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { labels } from '@shared/texts.js';

export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  return (
    <Stack role="status" aria-label={labels.loading} spacing={1.5}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
