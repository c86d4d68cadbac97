/** The icon of a category by its key; unknown keys get the default Code icon. */
import AttachMoney from '@mui/icons-material/AttachMoney';
import BarChart from '@mui/icons-material/BarChart';
import Code from '@mui/icons-material/Code';
import Favorite from '@mui/icons-material/Favorite';
import Headphones from '@mui/icons-material/Headphones';
import Palette from '@mui/icons-material/Palette';
import People from '@mui/icons-material/People';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { CategoryIconKey } from '@shared/constants.js';

const icons: Record<CategoryIconKey, typeof Code> = {
  CodeIcon: Code,
  PaletteIcon: Palette,
  TrendingUpIcon: TrendingUp,
  UsersIcon: People,
  BarChartIcon: BarChart,
  HeadphonesIcon: Headphones,
  DollarSignIcon: AttachMoney,
  HeartIcon: Favorite,
};

export function CategoryIcon({ icon }: { icon: string }) {
  const Icon = icons[icon as CategoryIconKey] ?? Code;
  return <Icon aria-hidden fontSize="large" color="primary" />;
}
