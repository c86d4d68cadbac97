/**
 * "Save this search as an alert" (the jobs list): the list's current filters become an alert, with a name (the
 * search's words to start with) and a frequency; a visitor gives an email address and confirms by the link mailed
 * there. Its own chunk: the jobs list loads it when the visitor reaches for its button. Once saved, the fields and
 * Save give way to what the board said, and Close, the one button left, takes the focus.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertFrequency } from '@shared/constants.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { hiringLabels } from '@shared/texts.js';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';
import { TextInput } from '@/components/common/text-input.js';
import type { JobFilters } from '@/lib/job-filters.js';
import { useForm } from '@/lib/use-form.js';
import { AlertEmailField, FrequencyField } from './alert-fields.js';
import { describeFilters, nameAndEmailSchema } from './alerts.js';
import { useAlertActions } from './use-alerts.js';

interface Props {
  filters: JobFilters;
  asVisitor: boolean;
  onClose: () => void;
}

export default function SaveSearchDialog({ filters, asVisitor, onClose }: Props) {
  const { sort: _sort, company: _company, ...searched } = filters;
  const form = useForm({ name: searched.search ?? '', frequency: 'daily' as AlertFrequency, email: '' });
  const actions = useAlertActions();
  // What the board said once the alert is saved; a failure is the form's.
  const [saved, setSaved] = useState('');

  const save = async () => {
    const checked = form.validate(nameAndEmailSchema(asVisitor));
    if (!checked.ok) return;
    const { name, email } = checked.output;
    const body = { name, frequency: form.values.frequency, filters: searched };
    await form.submit(async () => {
      if (asVisitor) setSaved(await actions.subscribe({ ...body, email }));
      else {
        await actions.create(body);
        setSaved(alertLabels.alertCreated);
      }
    }, alertLabels.alertSaveFailed);
  };
  const done = saved !== '';
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) close.current?.focus();
  }, [done]);
  const outcome = done ? { ok: true, message: saved } : form.failure ? { ok: false, message: form.failure } : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <form ref={form.formRef} onSubmit={form.onSubmit(save)} noValidate>
        <DialogTitle id="save-search-title">{alertLabels.saveSearchTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="textSecondary">
              {alertLabels.searchOf(describeFilters(searched))}
            </Typography>
            {!done && (
              <>
                <TextInput {...form.field('name')} label={alertLabels.alertName} required fullWidth />
                <FrequencyField value={form.values.frequency} onChange={(next) => form.set('frequency', next)} />
                {asVisitor && <AlertEmailField field={form.field('email', alertLabels.emailHelp)} />}
              </>
            )}
            {outcome && (
              <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
                {outcome.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button ref={close} onClick={onClose}>
            {done ? hiringLabels.close : alertLabels.cancel}
          </Button>
          {!done && (
            <BusyButton type="submit" variant="contained" busy={form.busy}>
              {asVisitor ? alertLabels.subscribe : alertLabels.save}
            </BusyButton>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
