/**
 * Create a job alert: Alert Name, Location (Anywhere by default), Keywords separated by commas and Notification
 * Frequency. A signed-in seeker's alert is saved at once; a visitor also gives an email address, and the alert
 * starts once the link mailed there is followed (the form then says to check the inbox).
 */
import AddAlert from '@mui/icons-material/AddAlert';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { DEFAULT_ALERT_LOCATION } from '@shared/constants.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { useState } from 'react';
import { failureText } from '@/api/failure-text.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { AlertEmailField, FrequencyField } from './alert-fields.js';
import { draftFilters, draftSchema, emptyDraft } from './alerts.js';
import { useAlertActions } from './use-alerts.js';

export function AlertForm({ asVisitor }: { asVisitor: boolean }) {
  const form = useForm(emptyDraft);
  const actions = useAlertActions();
  const toast = useToast();
  const [notice, setNotice] = useState('');

  const submit = async () => {
    const checked = form.validate(draftSchema(asVisitor));
    if (!checked.ok) return;
    const { name, email } = checked.output;
    const body = { name, frequency: form.values.frequency, filters: draftFilters(form.values) };
    setNotice('');
    await form.submit(
      async () => {
        if (asVisitor) setNotice(await actions.subscribe({ ...body, email }));
        else {
          await actions.create(body);
          toast.show({ title: alertLabels.alertCreated, variant: 'success' });
        }
        form.reset();
      },
      (error) => {
        const description = failureText(error, alertLabels.tryAgain);
        toast.show({ title: alertLabels.alertSaveFailed, description, variant: 'destructive' });
        return undefined;
      },
    );
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate aria-label={alertLabels.createAlert}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...form.field('name')} label={alertLabels.alertName} required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            {...form.field('location')}
            label={alertLabels.location}
            placeholder={DEFAULT_ALERT_LOCATION}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            {...form.field('keywords', alertLabels.keywordsHelp)}
            label={alertLabels.keywords}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FrequencyField value={form.values.frequency} onChange={(next) => form.set('frequency', next)} />
        </Grid>
        {asVisitor && (
          <Grid size={12}>
            <AlertEmailField field={form.field('email', alertLabels.emailHelp)} />
          </Grid>
        )}
      </Grid>
      <BusyButton
        type="submit"
        variant="contained"
        startIcon={<AddAlert aria-hidden />}
        busy={form.busy}
        spinner="start"
        sx={{ mt: 2 }}
      >
        {asVisitor ? alertLabels.subscribe : alertLabels.createAlert}
      </BusyButton>
      {notice && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      )}
    </form>
  );
}
