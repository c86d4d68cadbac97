/**
 * Create a job alert: Alert Name, Location (Anywhere by default), Keywords separated by commas and
 * Notification Frequency. Name and keywords are required; without them nothing is created.
 */
import AddAlert from '@mui/icons-material/AddAlert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { ALERT_FREQUENCIES } from '@shared/constants.js';
import { hiringLabels } from '@shared/texts.js';
import { SelectField } from '@/components/common/select-field.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';
import { type AlertDraft, type AlertFrequency, emptyDraft } from './alerts.js';

const frequencies = ALERT_FREQUENCIES.map((value) => ({ value, label: value }));

export function AlertForm({ onCreate }: { onCreate: (draft: AlertDraft) => boolean }) {
  const form = useForm(emptyDraft);
  const submit = () => {
    if (onCreate(form.values)) form.reset();
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate aria-label={hiringLabels.createAlert}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...form.field('name')} label={hiringLabels.alertName} required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...form.field('location')} label={hiringLabels.location} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            {...form.field('keywords')}
            label={hiringLabels.keywords}
            helperText={hiringLabels.keywordsHelp}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name="frequency"
            label={hiringLabels.frequency}
            value={form.values.frequency}
            onChange={(frequency) => form.set('frequency', frequency as AlertFrequency)}
            choices={frequencies}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" startIcon={<AddAlert aria-hidden />} sx={{ mt: 2 }}>
        {hiringLabels.createAlert}
      </Button>
    </form>
  );
}
