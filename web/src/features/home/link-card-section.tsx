/**
 * A home page section of link cards (categories, companies): its loading, empty and failed states in words, else
 * one card per item, each card one link.
 */

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cardList } from '@/components/common/card-list.js';
import { LoadError } from '@/components/common/load-error.js';
import { Section } from '@/components/common/section.js';
import { StatusText } from '@/components/common/status-text.js';

interface Props<T> {
  title: string;
  /** Beside the title, such as a "View all" link. */
  action?: ReactNode;
  /** The items, undefined while they load. */
  items: T[] | undefined;
  error: unknown;
  retry: () => void;
  loadingText: string;
  emptyText: string;
  /** Cards per row on a wide screen (two on a phone, three on a tablet). */
  wideColumns: number;
  itemKey: (item: T) => string | number;
  to: (item: T) => string;
  /** The card's content (a CardContent). */
  children: (item: T) => ReactNode;
}

export function LinkCardSection<T>(props: Props<T>) {
  const { title, action, items, error, retry, loadingText, emptyText, wideColumns, children } = props;
  return (
    <Section title={title} action={action}>
      {error && !items ? (
        <LoadError error={error} onRetry={retry} />
      ) : !items ? (
        <StatusText title={loadingText} />
      ) : items.length === 0 ? (
        <StatusText title={emptyText} />
      ) : (
        <Box
          component="ul"
          sx={{
            ...cardList,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: `repeat(${wideColumns}, 1fr)` },
          }}
        >
          {items.map((item) => (
            <li key={props.itemKey(item)}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={props.to(item)} sx={{ height: '100%' }}>
                  {children(item)}
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
