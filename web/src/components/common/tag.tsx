/** A small non-interactive label (job type, skill). Lighter than MUI's Chip, which the home page cannot afford. */
import Box from '@mui/material/Box';

export function Tag({ label, tone = 'neutral' }: { label: string; tone?: 'neutral' | 'primary' }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        border: 1,
        ...(tone === 'primary'
          ? { borderColor: 'primary.main', color: 'primary.main' }
          : { borderColor: 'transparent', bgcolor: 'action.selected', color: 'text.primary' }),
      }}
    >
      {label}
    </Box>
  );
}
