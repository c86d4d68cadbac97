/**
 * The filters in a drawer, for phones (the jobs list shows them in a sidebar from `md` up). A chunk of its own:
 * MUI's Drawer brings Modal, the focus trap and the slide transition, which a list visit only needs once the
 * visitor opens it, and a desktop visit never.
 */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { searchTexts } from '@shared/texts/search-texts.js';
import { jobLabels, screenTexts } from '@shared/texts.js';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Jobs matching the filters as set; undefined while the list loads. */
  count?: number;
  /** `count` is a lower bound ("1,000+"). */
  capped?: boolean;
}

/** Every filter applies as it is set; the button at the foot says how many jobs that leaves and goes to them. */
export default function FiltersDrawer({ open, onClose, children, count, capped }: Props) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box role="dialog" aria-labelledby="drawer-filters-title" sx={{ width: 300, maxWidth: '85vw', p: 2.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="drawer-filters-title" variant="h6" component="h2">
            {jobLabels.filters}
          </Typography>
          <IconButton aria-label={jobLabels.closeFilters} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {children}
        <Box sx={{ position: 'sticky', bottom: 0, pt: 2, pb: 1, bgcolor: 'background.paper' }}>
          <Button variant="contained" fullWidth onClick={onClose} aria-live="polite">
            {count === undefined ? screenTexts.showJobsLoading : searchTexts.showJobs(count, capped)}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
