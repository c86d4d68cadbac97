/**
 * The Applications tab before its data: the email choice's box and rows of the list's height. The dashboard shows
 * it while the tab's code loads, the tab's parts while their data loads, so nothing moves from one to the other.
 */
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { seekerLabels } from '@shared/seekers-texts.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';

/** The email choice's box with its question, greyed as the disabled choice is, and a bar where the choices go. */
export function MailChoiceSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      {/* A FormLabel's look (its line height, a disabled control's colour) without FormControl's code. */}
      <Typography sx={{ color: 'text.disabled', lineHeight: '1.4375em' }}>{seekerLabels.mailSettingLabel}</Typography>
      <Skeleton width={320} height={42} sx={{ maxWidth: '100%' }} />
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
