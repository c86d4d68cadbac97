/**
 * The chart's numbers as a table: what screen readers read (the chart is hidden from them), and what anyone can
 * show with "Show as table". Hidden, it stays in the page for assistive technology only.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatsDay } from '@shared/stats-types.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { shortDay } from './stats-days.js';

interface Props {
  days: StatsDay[];
  caption: string;
  shown: boolean;
}

export function StatsTable({ days, caption, shown }: Props) {
  return (
    // Shown, it scrolls: focusable so the keyboard can scroll it too.
    <TableContainer
      sx={shown ? { maxHeight: 360, mt: 2 } : visuallyHidden}
      {...(shown ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {statsLabels.day}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {statsLabels.views}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {statsLabels.applications}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {shortDay(day.day)}
              </TableCell>
              <TableCell align="right">{day.views}</TableCell>
              <TableCell align="right">{day.applications}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
