/** The 8 job categories of the board with the icon key each one shows: reference data of every stage (bootstrap.ts). */
import type { CategoryIconKey } from '../../../shared/constants.js';

export const referenceCategories: { name: string; icon: CategoryIconKey }[] = [
  { name: 'Engineering', icon: 'CodeIcon' },
  { name: 'Design', icon: 'PaletteIcon' },
  { name: 'Marketing', icon: 'TrendingUpIcon' },
  { name: 'Human Resources', icon: 'UsersIcon' },
  { name: 'Data & Analytics', icon: 'BarChartIcon' },
  { name: 'Customer Support', icon: 'HeadphonesIcon' },
  { name: 'Finance', icon: 'DollarSignIcon' },
  { name: 'Healthcare', icon: 'HeartIcon' },
];

export type ReferenceCategoryName =
  | 'Engineering'
  | 'Design'
  | 'Marketing'
  | 'Human Resources'
  | 'Data & Analytics'
  | 'Customer Support'
  | 'Finance'
  | 'Healthcare';
