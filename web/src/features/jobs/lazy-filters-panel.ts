/**
 * The filters panel as a chunk of its own (radio groups, selects, the salary fields): a phone's list does without
 * it until Filters is opened. The desktop sidebar and the phone's drawer both show it.
 */
import { lazy } from 'react';

export const loadFiltersPanel = () => import('./job-filters-panel.js');
export const LazyJobFiltersPanel = lazy(() =>
  loadFiltersPanel().then((module) => ({ default: module.JobFiltersPanel })),
);
