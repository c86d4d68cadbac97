/**
 * The line chart of views and applications per day. Loaded on demand (stats-panel.tsx imports it lazily), so
 * @mui/x-charts stays out of every other screen's code. Drawn for sighted users only: the same numbers are in the
 * data table beside it (stats-table.tsx), which screen readers read instead.
 */

import { type Palette, type Theme, useColorScheme, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StatsDay } from '@shared/stats-types.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { shortDay } from './stats-days.js';

interface Props {
  days: StatsDay[];
}

/** The scheme on screen: the chart draws SVG attributes, which take colours, not the theme's CSS variables. */
function useSchemePalette(): Palette {
  const theme = useTheme<Theme & { colorSchemes?: Partial<Record<'light' | 'dark', { palette: Palette }>> }>();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  return theme.colorSchemes?.[scheme]?.palette ?? theme.palette;
}

export default function StatsChart({ days }: Props) {
  const palette = useSchemePalette();
  return (
    <LineChart
      aria-hidden
      height={280}
      skipAnimation
      // Room on the right for the last day's label.
      margin={{ left: 0, right: 28 }}
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((day) => day.day),
          valueFormatter: (day: string) => shortDay(day),
          tickInterval: (_, index) => index % 7 === 2 || index === days.length - 1,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        {
          id: 'views',
          label: statsLabels.views,
          data: days.map((day) => day.views),
          color: palette.primary.main,
          curve: 'linear',
          showMark: false,
        },
        {
          id: 'applications',
          label: statsLabels.applications,
          data: days.map((day) => day.applications),
          color: palette.secondary.main,
          curve: 'linear',
          showMark: false,
        },
      ]}
      // Applications dashed: the two lines differ by more than colour.
      sx={{ '& path[data-series="applications"]': { strokeDasharray: '6 4' } }}
    />
  );
}
