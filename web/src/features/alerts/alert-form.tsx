/**
 * Create a job alert (spec §2, §5): Alert Name, Location (Anywhere by default), Keywords separated by commas and
 * Notification Frequency. Name and keywords are required; without them nothing is created (spec §5).
 */
import AddAlert from '@mui/icons-material/AddAlert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALERT_FREQUENCIES } from '@shared/constants.js';
import { hiringLabels } from '@shared/texts.js';
import { type FormEvent, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';
import { type AlertDraft, type AlertFrequency, emptyDraft } from './alerts.js';

export function AlertForm({ onCreate }: { onCreate: (draft: AlertDraft) => boolean }) {
  const [draft, setDraft] = useState(emptyDraft);
  const change = (patch: Partial<AlertDraft>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onCreate(draft)) setDraft(emptyDraft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={hiringLabels.createAlert}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            name="name"
            label={hiringLabels.alertName}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            name="location"
            label={hiringLabels.location}
            value={draft.location}
            onChange={(event) => change({ location: event.target.value })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            name="keywords"
            label={hiringLabels.keywords}
            value={draft.keywords}
            onChange={(event) => change({ keywords: event.target.value })}
            helperText={hiringLabels.keywordsHelp}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            name="frequency"
            label={hiringLabels.frequency}
            value={draft.frequency}
            onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
            fullWidth
          >
            {ALERT_FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {frequency}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" startIcon={<AddAlert aria-hidden />} sx={{ mt: 2 }}>
        {hiringLabels.createAlert}
      </Button>
    </form>
  );
}
