/**
 * A job's skills as tags; on cards only the first few, with the number of the others. One styled list with plain
 * items: a page of cards draws a few hundred tags, and a styled component per tag cost more than the tag itself.
 */
import { styled } from '@mui/material/styles';
import { labels } from '@shared/texts.js';
import { tagStyles } from '@/components/common/tag.js';
import { HighlightedText } from './highlighted-text.js';
import type { Highlighter } from './match-highlight.js';

const List = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '& > li > span': tagStyles(theme),
}));

const isFound = (skill: string, highlight: Highlighter) => highlight(skill).some((part) => part.match);

interface Props {
  skills: readonly string[] | undefined;
  max?: number;
  className?: string;
  /** Marks the words of a search (the list's cards). */
  highlight?: Highlighter;
}

export function SkillList({ skills = [], max = Number.POSITIVE_INFINITY, className, highlight }: Props) {
  if (skills.length === 0) return null;
  // The skills a search found come first, so a card's few tags show them.
  const ordered = highlight
    ? [...skills].sort((a, b) => Number(isFound(b, highlight)) - Number(isFound(a, highlight)))
    : skills;
  const shown = ordered.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <List aria-label={labels.skills} className={className}>
      {shown.map((skill) => (
        <li key={skill}>
          <span>
            <HighlightedText text={skill} highlight={highlight} />
          </span>
        </li>
      ))}
      {more > 0 && (
        <li>
          <span>{`+${more}`}</span>
        </li>
      )}
    </List>
  );
}
