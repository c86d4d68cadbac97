/**
 * The frame every desk list shares: a skeleton while the first page loads, a clear error with a retry, an empty
 * state, the items as a list, and "Load more" while more pages follow.
 */
import Stack from '@mui/material/Stack';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';

interface Props<Item> {
  list: {
    items: Item[] | undefined;
    error: Error | undefined;
    hasMore: boolean;
    isLoadingMore: boolean;
    loadMore: () => void;
    retry: () => void;
  };
  label: string;
  empty: { title: string; text: string };
  children: (item: Item) => ReactNode;
}

export function DeskList<Item>({ list, label, empty, children }: Props<Item>) {
  if (list.error && !list.items) return <LoadError error={list.error} onRetry={list.retry} />;
  if (!list.items) return <ListSkeleton rows={4} height={112} />;
  if (list.items.length === 0) return <StatusText title={empty.title} text={empty.text} />;
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map(children)}
      </Stack>
      {list.hasMore && (
        <BusyButton onClick={list.loadMore} busy={list.isLoadingMore} variant="outlined" sx={{ alignSelf: 'center' }}>
          {deskLabels.loadMore}
        </BusyButton>
      )}
    </Stack>
  );
}
