/**
 * The filters in force as removable chips, so a visitor sees why the list is short and can undo one. A long typed
 * search or place is cut with "…" at the row's width, whole in the chip's tooltip.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { jobTypeLabel, workArrangementLabel } from '@shared/constants.js';
import { groupDigits } from '@shared/group-digits.js';
import { parseNumericId } from '@shared/numeric-id.js';
import { DEFAULT_CURRENCY, isCurrency } from '@shared/pay/exchange-rates.js';
import { formatMoney } from '@shared/pay/format-money.js';
import { jobLabels } from '@shared/texts.js';
import { memo } from 'react';
import { useCompany } from '@/api/use-catalog.js';
import { FILTERING_KEYS, type FilterKey, type JobFilters } from '@/lib/job-filters.js';

interface Props {
  filters: JobFilters;
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
}

/** "€50,000": a known currency as the cards write it; a code typed into the URL, after the number. */
const money = (value: string, currency: string = DEFAULT_CURRENCY) => {
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return value;
  return isCurrency(currency)
    ? formatMoney(amount, currency, { sign: true })
    : `${groupDigits(Math.round(amount))} ${currency}`;
};

export const ActiveFilters = memo(function ActiveFilters({ filters, onRemove, onClear }: Props) {
  const { company } = useCompany(parseNumericId(filters.company));
  const text: Record<Exclude<FilterKey, 'sort' | 'currency'>, (value: string) => string> = {
    search: (value) => `“${value}”`,
    location: (value) => value,
    company: (value) => jobLabels.companyFilter(company?.name ?? `#${value}`),
    jobType: jobTypeLabel,
    workArrangement: workArrangementLabel,
    category: (value) => value,
    experience: (value) => value,
    salaryMin: (value) => `${jobLabels.salaryMin} ${money(value, filters.currency)}`,
    salaryMax: (value) => `${jobLabels.salaryMax} ${money(value, filters.currency)}`,
  };
  const active = FILTERING_KEYS.filter((key) => filters[key]);
  if (active.length === 0) return null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box
        component="ul"
        aria-label={jobLabels.activeFilters}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none', minWidth: 0, maxWidth: '100%' }}
      >
        {active.map((key) => {
          const label = text[key](filters[key] as string);
          // Typed text may be one long word: the chip is cut with "…" at the row's width, its whole text in the
          // tooltip and in the button's name.
          return (
            <Box component="li" key={key} sx={{ minWidth: 0, maxWidth: '100%' }}>
              <Chip
                title={label}
                sx={{ maxWidth: '100%' }}
                label={label}
                onDelete={() => onRemove(key)}
                onClick={() => onRemove(key)}
                aria-label={jobLabels.removeFilter(label)}
              />
            </Box>
          );
        })}
      </Box>
      <Button size="small" onClick={onClear}>
        {jobLabels.clearAllFilters}
      </Button>
    </Box>
  );
});
