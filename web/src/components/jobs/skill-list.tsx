/**
 * A job's skills as tags; on cards only the first few, with the number of the others. One styled list with plain
 * items: a page of cards draws a few hundred tags, and a styled component per tag cost more than the tag itself.
 */
import { styled } from '@mui/material/styles';
import { labels } from '../../../../shared/texts.js';
import { tagStyles } from '../common/tag.js';

const List = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '& > li > span': tagStyles(theme),
}));

interface Props {
  skills: readonly string[] | undefined;
  max?: number;
  className?: string;
}

export function SkillList({ skills = [], max = Number.POSITIVE_INFINITY, className }: Props) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <List aria-label={labels.skills} className={className}>
      {shown.map((skill) => (
        <li key={skill}>
          <span>{skill}</span>
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
