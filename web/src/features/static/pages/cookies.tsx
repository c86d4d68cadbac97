/** Cookie policy (/cookies): the cookies we set and how long each lasts. */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { siteFacts, siteLabels } from '@shared/texts.js';
import { cookieSections } from '../legal.js';
import { StaticPage } from '../static-page.js';
import { TextSections } from '../text-sections.js';

export default function CookiesPage() {
  const [first, ...rest] = cookieSections;
  return (
    <StaticPage
      title={siteLabels.cookies}
      updated={siteFacts.legalDate}
      intro="Which cookies we use, why, and for how long."
    >
      {first && <TextSections sections={[first]} />}
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Cookies we use
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 4 }}>
        <Table aria-label="Cookies we use">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Cookie
              </TableCell>
              <TableCell component="th" scope="col">
                Purpose
              </TableCell>
              <TableCell component="th" scope="col">
                Duration
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {siteFacts.cookies.map((cookie) => (
              <TableRow key={cookie.name}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {cookie.name}
                </TableCell>
                <TableCell>{cookie.purpose}</TableCell>
                <TableCell>{cookie.duration}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TextSections sections={rest} />
    </StaticPage>
  );
}
