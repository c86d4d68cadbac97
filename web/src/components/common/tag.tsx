/**
 * The look of a small non-interactive label (job type, skill), lighter than MUI's Chip. It is a style, not a
 * component: the job card and the skill list nest it into their own styles, one rule for every tag on the page.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export type TagTone = 'neutral' | 'primary';

export function tagStyles(theme: Theme, tone: TagTone = 'neutral'): CSSObject {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: theme.spacing(0, 1.25),
    borderRadius: 999,
    fontSize: '0.8125rem',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    border: '1px solid',
    ...(tone === 'primary'
      ? { borderColor: palette.primary.main, color: palette.primary.main }
      : { borderColor: 'transparent', backgroundColor: palette.action.selected, color: palette.text.primary }),
  };
}
