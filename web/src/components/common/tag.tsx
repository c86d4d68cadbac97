/** A small non-interactive label (job type, skill). Lighter than MUI's Chip, which the home page cannot afford. */
import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';

export type TagTone = 'neutral' | 'primary';

/** The tag's look, also nested into the job card's and the skill list's own styles (one rule for many tags). */
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

export function Tag({ label, tone = 'neutral' }: { label: string; tone?: TagTone }) {
  return (
    <Box component="span" sx={(theme) => tagStyles(theme, tone)}>
      {label}
    </Box>
  );
}
