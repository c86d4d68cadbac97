/**
 * Press (/press): what the board does (the same facts as About), its size today (its own counts) and how to reach
 * us: the contact form, which mails the support address. No press releases, media kit or press mailbox: the board
 * has none, so the page offers none.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { siteFacts, siteLabels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { BoardSize } from '@/components/common/board-size.js';
import { ProductFacts } from '../product-facts.js';
import { StaticPage } from '../static-page.js';

export default function PressPage() {
  return (
    <StaticPage title={siteLabels.press} intro="What JobBoard is and does, for anyone writing about it.">
      <Box component="section" aria-labelledby="facts-title" sx={{ mb: 6 }}>
        <Typography id="facts-title" variant="h2" sx={{ mb: 2 }}>
          What JobBoard does
        </Typography>
        <ProductFacts />
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="press-contact-title" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id="press-contact-title" variant="h2" sx={{ mb: 1 }}>
          Questions and interviews
        </Typography>
        <BoardSize sentence={(words) => <Typography sx={{ mb: 1 }}>JobBoard today: {words}.</Typography>} />
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {siteFacts.pressContact}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/contact">
          {siteFacts.writeToUs}
        </Button>
      </Paper>
    </StaticPage>
  );
}
