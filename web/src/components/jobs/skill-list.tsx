/** A job's skills as tags; on cards only the first few, with the number of the others. */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { labels } from '../../../../shared/texts.js';
import { Tag } from '../common/tag.js';

interface Props {
  skills: readonly string[] | undefined;
  max?: number;
  sx?: SxProps<Theme>;
}

export function SkillList({ skills = [], max = Number.POSITIVE_INFINITY, sx }: Props) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={labels.skills}
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown.map((skill) => (
        <li key={skill}>
          <Tag label={skill} />
        </li>
      ))}
      {more > 0 && (
        <li>
          <Tag label={`+${more}`} />
        </li>
      )}
    </Box>
  );
}
