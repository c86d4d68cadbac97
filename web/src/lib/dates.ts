/** 'Posted {distance} ago' (spec §2); a missing or broken date shows nothing rather than crashing a card. */
import { formatDistanceToNow } from 'date-fns';
import { labels } from '../../../shared/texts.js';

export function postedAgo(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? labels.postedAgo(formatDistanceToNow(date)) : '';
}
