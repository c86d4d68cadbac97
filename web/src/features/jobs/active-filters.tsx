/**
 * The filters in force as removable chips, so a visitor sees why the list is short and can undo one. A long typed
 * search or place is cut with "…" at the row's width, whole in the chip's tooltip. A removed chip hands the focus to
 * the chip that takes its place (the next, else the one before); the last one to `focusAfterLast`, as the row goes.
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
import { memo, useRef } from 'react';
import { useCompany } from '@/api/use-catalog.js';
import { FILTERING_KEYS, type FilterKey, type JobFilters } from '@/lib/job-filters.js';

interface Props {
  filters: JobFilters;
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
  /** Takes the focus when the last chip is removed (the row goes with it). */
  focusAfterLast?: () => void;
}

/** "€50,000": a known currency as the cards write it; a code typed into the URL, after the number. */
const money = (value: string, currency: string = DEFAULT_CURRENCY) => {
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return value;
  return isCurrency(currency)
    ? formatMoney(amount, currency, { sign: true })
    : `${groupDigits(Math.round(amount))} ${currency}`;
};

export const ActiveFilters = memo(function ActiveFilters({ filters, onRemove, onClear, focusAfterLast }: Props) {
  const { company } = useCompany(parseNumericId(filters.company));
  const chips = useRef(new Map<FilterKey, HTMLElement>());
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
  const remove = (key: (typeof active)[number]) => {
    const at = active.indexOf(key);
    const next = active[at + 1] ?? active[at - 1];
    const heir = next === undefined ? undefined : chips.current.get(next);
    if (heir) heir.focus();
    else focusAfterLast?.();
    onRemove(key);
  };

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
                ref={(chip: HTMLDivElement | null) => {
                  if (chip) chips.current.set(key, chip);
                  else chips.current.delete(key);
                }}
                title={label}
                sx={{ maxWidth: '100%' }}
                label={label}
                onDelete={() => remove(key)}
                onClick={() => remove(key)}
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
