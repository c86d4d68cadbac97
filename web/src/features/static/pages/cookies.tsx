/** Cookie policy (/cookies): the cookies and the browser storage the board uses, why, and how long each lasts. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { storedItems } from '@shared/browser-storage.js';
import { siteFacts, siteLabels } from '@shared/texts.js';
import { cookieSections } from '../legal.js';
import { StaticPage } from '../static-page.js';
import { TextSections } from '../text-sections.js';

export default function CookiesPage() {
  const [first, ...rest] = cookieSections;
  return (
    <StaticPage
      title={siteLabels.cookies}
      updated={siteFacts.cookiesDate}
      intro="The cookies and the browser storage we use, why, and for how long."
    >
      {first && <TextSections sections={[first]} />}
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Cookies and storage we use
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 4 }}>
        <Table aria-label="Cookies and storage we use">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              <TableCell component="th" scope="col">
                Purpose
              </TableCell>
              <TableCell component="th" scope="col" sx={{ minWidth: 96 }}>
                Duration
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {storedItems.map((item) => (
              <TableRow key={item.name}>
                <TableCell component="th" scope="row" sx={{ minWidth: { xs: 110, sm: 200 } }}>
                  <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Box>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {item.kind}
                  </Typography>
                </TableCell>
                <TableCell>{item.purpose}</TableCell>
                <TableCell>{item.lifetime}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TextSections sections={rest} />
    </StaticPage>
  );
}
