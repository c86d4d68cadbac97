/**
 * The jobs list's Filters button on a phone and the drawer it opens. A component of its own so that opening and
 * closing the drawer re-render the button and the drawer, not the list page around them (its frame rendered again
 * at each step of an open and at each close; its memoized parts, the cards among them, were skipped).
 */
import FilterList from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import { jobLabels } from '@shared/texts.js';
import { startTransition } from 'react';
import type { JobFilters } from '@/lib/job-filters.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { loadFiltersPanel } from './lazy-filters-panel.js';

/**
 * The drawer and its panel are fetched when the visitor reaches for Filters (`useDialogOnDemand`'s `reach`), the
 * button spinning if they are not there by the click. Fetched and evaluated as soon as the list had shown, they were
 * about 190 ms of a slow phone's blocking time on every visit to the list (Lighthouse at benchmarkIndex 1,100,
 * 2026-11-28), for a panel most visits never open.
 */
const loadDrawer = () =>
  Promise.all([import('./filters-drawer.js'), loadFiltersPanel()]).then(([drawer, panel]) => ({
    FiltersDrawer: drawer.default,
    JobFiltersPanel: panel.JobFiltersPanel,
  }));

interface Props {
  filters: JobFilters;
  onChange: (patch: JobFilters) => void;
  /** Jobs matching the filters as set; undefined while the list loads. */
  count?: number;
  /** `count` is a lower bound ("1,000+"). */
  capped?: boolean;
}

export function PhoneFilters({ filters, onChange, count, capped }: Props) {
  const drawer = useDialogOnDemand(loadDrawer);
  const parts = drawer.loaded;
  // The drawer closes in a transition (Close, Show jobs, Escape, a tap beside it): the tap's paint no longer waits
  // for React to render the drawer's exit and MUI's modal letting go (the list's Close at 8x CPU, 8 rounds each:
  // 180 ms median before, 108 after, 2026-11-30). Only here: nothing the filters set suspends, while a menu's link
  // opens a screen whose code may still be loading, and React renders pending transitions together.
  const close = () => startTransition(drawer.close);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        loading={drawer.loading}
        {...drawer.reach}
        onClick={drawer.show}
        // Never on a wide screen: the page rendered on the server has the phone layout, and a desktop would show
        // this button beside its sidebar (and the sort field move when it goes) until the app reads the width.
        sx={{ display: { md: 'none' } }}
      >
        {jobLabels.filters}
      </Button>
      {parts && (
        <parts.FiltersDrawer open={drawer.open} onClose={close} count={count} capped={capped}>
          <parts.JobFiltersPanel filters={filters} onChange={onChange} />
        </parts.FiltersDrawer>
      )}
    </>
  );
}
