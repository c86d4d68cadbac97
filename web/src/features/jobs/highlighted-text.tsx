/**
 * A text with the words a search found in <mark>: a tinted background in either theme, and bold, so a match does
 * not rest on colour alone (the card's "Matched in" line says it in words too).
 */
import type { CSSObject, Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import type { Highlighter } from './match-highlight.js';

export function markStyles(theme: Theme): CSSObject {
  const { palette } = theme.vars ?? theme;
  return {
    color: palette.text.primary,
    backgroundColor: '#fff0a0',
    fontWeight: 700,
    borderRadius: 2,
    padding: '0 1px',
    ...theme.applyStyles('dark', { backgroundColor: 'rgba(255, 213, 0, 0.3)' }),
  };
}

export function HighlightedText({ text, highlight }: { text: string; highlight?: Highlighter }) {
  if (!highlight) return text;
  return highlight(text).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
    part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
