/**
 * "Still hiring?" on a dashboard row (docs/hiring.md): the board asked whether the job is still open; one click
 * confirms it (it shows "Confirmed open" and is asked again in 30 days) or closes it. Unanswered, the board closes
 * it on the day shown.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { addDays } from '@shared/closing-date.js';
import { STILL_HIRING_ANSWER_DAYS } from '@shared/hiring-promises.js';
import { promiseTexts, screenTexts } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { useToast } from '@/components/toast/toast-context.js';
import { closingDay } from '@/lib/long-date.js';
import { useHiringCache } from '../use-hiring-cache.js';

export function StillHiringPrompt({ job, askedAt }: { job: Job; askedAt: string }) {
  const cache = useHiringCache();
  const toast = useToast();
  const [busy, setBusy] = useState<'open' | 'close' | undefined>();
  const closesOn = closingDay(addDays(askedAt.slice(0, 10), STILL_HIRING_ANSWER_DAYS));

  const answer = async (open: boolean) => {
    setBusy(open ? 'open' : 'close');
    try {
      const saved = await callApi('answer-still-hiring', { params: { id: job.id }, body: { open } });
      await cache.jobUpdated(saved ?? { ...job, ...(open ? {} : { isActive: false }) });
      toast.show({
        title: open ? promiseTexts.stillHiringConfirmed : promiseTexts.stillHiringClosed,
        variant: 'success',
      });
    } catch {
      toast.show({
        title: screenTexts.jobStateFailed,
        description: screenTexts.jobStateFailedText,
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Alert severity="info" sx={{ flex: '1 1 100%' }} role="region" aria-label={promiseTexts.stillHiringTitle}>
      <AlertTitle>{promiseTexts.stillHiringTitle}</AlertTitle>
      {promiseTexts.stillHiringQuestion(job.title, closesOn)}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          variant="contained"
          loading={busy === 'open'}
          disabled={busy !== undefined}
          onClick={() => answer(true)}
          aria-label={promiseTexts.stillHiringConfirmFor(job.title)}
        >
          {promiseTexts.stillHiringConfirm}
        </Button>
        <Button
          size="small"
          variant="outlined"
          loading={busy === 'close'}
          disabled={busy !== undefined}
          onClick={() => answer(false)}
          aria-label={promiseTexts.stillHiringCloseFor(job.title)}
        >
          {promiseTexts.stillHiringClose}
        </Button>
      </Box>
    </Alert>
  );
}
