/**
 * The job form of Post job and Edit job: every field of the job, checked with the API's schema on
 * submit and again on every change after that, each message on its own field; the first wrong field gets the
 * focus.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { hiringLabels } from '@shared/texts.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';
import { useLeaveGuard } from '@/lib/use-leave-guard.js';
import { ExperienceField, JobTypeField, WorkArrangementField } from './choice-fields.js';
import { LazyCategoryPicker, LazySkillsInput } from './job-form-tag-fields.js';
import { type JobFormValues, jobFormCheck } from './job-form-values.js';
import { ClosingDateField, PayFields } from './pay-fields.js';

interface Props {
  initial: JobFormValues;
  /** The free-text salary of a job posted before structured pay, shown as a hint. */
  salaryText?: string;
  mode: 'post' | 'edit';
  /** Sends the job; the form stays as it is when this throws (the caller shows the failure). */
  onSubmit: (values: JobFormValues) => Promise<void>;
  onCancel: () => void;
}

export function JobForm({ initial, salaryText, mode, onSubmit, onCancel }: Props) {
  const form = useForm(initial, { recheck: true });
  const { values, errors, set } = form;
  const { busy } = form;
  // Edits not yet saved: leaving by a link, Cancel, Back, a reload or closing the tab asks first.
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const leaveQuestion = useLeaveGuard(dirty && !busy);

  const submit = async () => {
    const check = jobFormCheck(mode, initial);
    if (!form.validate(check.schema, values, check.messages).ok) return;
    // The caller says what went wrong; the form keeps everything typed.
    await form.submit(
      () => onSubmit(values),
      () => undefined,
    );
  };

  const text = (name: 'title' | 'description' | 'requirements' | 'location', label: string, rows = 0) => (
    <TextInput
      {...form.field(name, rows ? hiringLabels.textHelp : ' ')}
      label={label}
      required
      multiline={rows > 0}
      minRows={rows || undefined}
      fullWidth
    />
  );

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Box component="form" ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
      <Grid container spacing={2.5}>
        <Grid size={12}>{text('title', hiringLabels.jobTitle)}</Grid>
        <Grid size={12}>{text('description', hiringLabels.description, 6)}</Grid>
        <Grid size={12}>{text('requirements', hiringLabels.requirements, 4)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('location', hiringLabels.location)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ClosingDateField form={form} />
        </Grid>
        <Grid size={12}>
          <PayFields form={form} salaryText={salaryText} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <JobTypeField value={values.jobType} onChange={(next) => set('jobType', next)} error={errors.jobType} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <WorkArrangementField
            value={values.workArrangement}
            onChange={(next) => set('workArrangement', next)}
            error={errors.workArrangement}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ExperienceField
            value={values.experience}
            onChange={(next) => set('experience', next)}
            error={errors.experience}
          />
        </Grid>
        <Grid size={12}>
          <LazyCategoryPicker
            value={values.categories}
            onChange={(next) => set('categories', next)}
            error={errors.categories}
          />
        </Grid>
        <Grid size={12}>
          <LazySkillsInput value={values.skills} onChange={(next) => set('skills', next)} error={errors.skills} />
        </Grid>
        {mode === 'edit' && (
          <Grid size={12}>
            <FormControlLabel
              control={<Switch checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />}
              label={hiringLabels.activeSwitch}
            />
          </Grid>
        )}
      </Grid>
      {hasErrors && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {hiringLabels.fixErrors}
        </Typography>
      )}
      <FormActions
        busy={busy}
        submitLabel={mode === 'post' ? hiringLabels.postJob : hiringLabels.saveChanges}
        busyLabel={mode === 'post' ? hiringLabels.posting : hiringLabels.saving}
        onCancel={onCancel}
        cancelLabel={hiringLabels.cancel}
        sx={{ mt: 3 }}
      />
      {leaveQuestion}
    </Box>
  );
}
