/**
 * The company's choice of application emails, on the dashboard's Applications tab: each application, a daily
 * summary, or none. Saved on change; a failure says so and shows the stored choice again.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { APPLICATION_MAIL_SETTINGS, type ApplicationMailSetting } from '@shared/constants.js';
import { jobMarkLabels } from '@shared/texts/job-mark-texts.js';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { useId } from 'react';
import useSWR from 'swr';
import { apiUrl, callApi } from '@/api/client.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';
import { MailChoiceSkeleton } from './applications-skeleton.js';

const KEY = apiUrl('get-application-mail');
type Answer = { applicationMail: ApplicationMailSetting };

export function ApplicationMailChoice() {
  const labelId = useId();
  const toast = useToast();
  const { data, mutate } = useSWR<Answer>(KEY);
  const saving = useAction();

  const choose = (applicationMail: ApplicationMailSetting) =>
    saving.run(
      async () => {
        await mutate(callApi('update-application-mail', { body: { applicationMail } }) as Promise<Answer>, {
          optimisticData: { applicationMail },
          rollbackOnError: true,
          revalidate: false, // the answer is the stored choice
        });
        toast.show({ title: seekerLabels.mailSettingSaved, variant: 'success' });
      },
      failureToast(toast, seekerLabels.mailSettingFailed, jobMarkLabels.saveFailedText),
    );

  if (!data) return <MailChoiceSkeleton />;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <FormControl disabled={saving.busy}>
        <FormLabel id={labelId}>{seekerLabels.mailSettingLabel}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={data.applicationMail}
          onChange={(_, value) => choose(value as ApplicationMailSetting)}
        >
          {APPLICATION_MAIL_SETTINGS.map((setting) => (
            <FormControlLabel
              key={setting}
              value={setting}
              control={<Radio />}
              label={seekerLabels.mailSettings[setting]}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Paper>
  );
}
