/** The window's totals in three tiles: views, applications and the approval rate (approved of decided). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatsTotals } from '@shared/stats-types.js';
import { statsLabels } from '@shared/texts/stats-texts.js';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" component="div" role="group" aria-label={label} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ mt: 0.5, fontWeight: 600 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="textSecondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export function StatsFigures({ totals }: { totals: StatsTotals }) {
  const decided = totals.approved + totals.rejected;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
      <Figure label={statsLabels.views} value={count.format(totals.views)} />
      <Figure label={statsLabels.applications} value={count.format(totals.applications)} />
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Figure
          label={statsLabels.approvalRate}
          value={totals.approvalRate === null ? '–' : percent.format(totals.approvalRate)}
          note={
            totals.approvalRate === null
              ? statsLabels.approvalRateNone
              : statsLabels.approvalRateOf(totals.approved, decided)
          }
        />
      </Box>
    </Box>
  );
}
