/**
 * "Still hiring?" on a dashboard row (docs/hiring.md): the board asked whether the job is still open; one click
 * confirms it (it shows "Confirmed open" and is asked again in 30 days) or closes it. Unanswered, the board closes
 * it on the day shown.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { addDays } from '@shared/closing-date.js';
import { STILL_HIRING_ANSWER_DAYS } from '@shared/hiring-promises.js';
import { promiseTexts, screenTexts } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { closingDay } from '@/lib/long-date.js';
import { useAction } from '@/lib/use-action.js';
import { useHiringCache } from '../use-hiring-cache.js';

export function StillHiringPrompt({ job, askedAt }: { job: Job; askedAt: string }) {
  const cache = useHiringCache();
  const toast = useToast();
  const answering = useAction();
  // Which answer is being sent, for its button's spinner.
  const [chosen, setChosen] = useState<'open' | 'close'>();
  const closesOn = closingDay(addDays(askedAt.slice(0, 10), STILL_HIRING_ANSWER_DAYS));

  const answer = (open: boolean) => {
    setChosen(open ? 'open' : 'close');
    return answering.run(
      async () => {
        const saved = await callApi('answer-still-hiring', { params: { id: job.id }, body: { open } });
        await cache.jobUpdated(saved ?? { ...job, ...(open ? {} : { isActive: false }) });
        toast.show({
          title: open ? promiseTexts.stillHiringConfirmed : promiseTexts.stillHiringClosed,
          variant: 'success',
        });
      },
      failureToast(toast, screenTexts.jobStateFailed, screenTexts.jobStateFailedText),
    );
  };

  return (
    <Alert severity="info" sx={{ flex: '1 1 100%' }} role="region" aria-label={promiseTexts.stillHiringTitle}>
      <AlertTitle>{promiseTexts.stillHiringTitle}</AlertTitle>
      {promiseTexts.stillHiringQuestion(job.title, closesOn)}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <BusyButton
          size="small"
          variant="contained"
          busy={answering.busy}
          spinner={chosen === 'open' ? 'center' : 'none'}
          onClick={() => answer(true)}
          aria-label={promiseTexts.stillHiringConfirmFor(job.title)}
        >
          {promiseTexts.stillHiringConfirm}
        </BusyButton>
        <BusyButton
          size="small"
          variant="outlined"
          busy={answering.busy}
          spinner={chosen === 'close' ? 'center' : 'none'}
          onClick={() => answer(false)}
          aria-label={promiseTexts.stillHiringCloseFor(job.title)}
        >
          {promiseTexts.stillHiringClose}
        </BusyButton>
      </Box>
    </Alert>
  );
}
