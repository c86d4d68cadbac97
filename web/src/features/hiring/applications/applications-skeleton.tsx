/**
 * The Applications tab before its data: the email choice's box and rows of the list's height. The dashboard shows
 * it while the tab's code loads, the tab's parts while their data loads, so nothing moves from one to the other.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { APPLICATION_MAIL_SETTINGS } from '@shared/constants.js';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';

/**
 * The email choice's box before the stored choice is known: its question and its three choices, greyed as a
 * disabled group is, with a placeholder where each radio goes. Drawn with a FormLabel's and a FormControlLabel's
 * measures (line height, the radio's 42 px and margins) but not their code, and wrapping as the row of radios does.
 */
export function MailChoiceSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography sx={{ color: 'text.disabled', lineHeight: '1.4375em' }}>{seekerLabels.mailSettingLabel}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {APPLICATION_MAIL_SETTINGS.map((setting) => (
          <Box key={setting} sx={{ display: 'inline-flex', alignItems: 'center', ml: '-11px', mr: 2 }}>
            <Skeleton variant="circular" width={20} height={20} sx={{ m: '11px' }} />
            <Typography sx={{ color: 'text.disabled' }}>{seekerLabels.mailSettings[setting]}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function ApplicationListSkeleton() {
  return <ListSkeleton rows={4} height={56} />;
}

/** The whole tab while its code loads. */
export function ApplicationsPanelSkeleton() {
  return (
    <>
      <MailChoiceSkeleton />
      <ApplicationListSkeleton />
    </>
  );
}
