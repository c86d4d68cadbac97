/**
 * The job form of Post job and Edit job (spec §2, §5): every field of the job, checked with the API's schema on
 * submit and again on every change after that, each message on its own field; the first wrong field gets the
 * focus.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { hiringLabels } from '@shared/texts.js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';
import { useLeaveGuard } from '@/lib/use-leave-guard.js';
import { ExperienceField, JobTypeField, WorkArrangementField } from './choice-fields.js';
import { LazyCategoryPicker, LazySkillsInput } from './job-form-tag-fields.js';
import { checkJobForm, type JobField, type JobFormErrors, type JobFormValues } from './job-form-values.js';

interface Props {
  initial: JobFormValues;
  mode: 'post' | 'edit';
  /** Sends the job; the form stays as it is when this throws (the caller shows the failure). */
  onSubmit: (values: JobFormValues) => Promise<void>;
  onCancel: () => void;
}

export function JobForm({ initial, mode, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Edits not yet saved: leaving by a link, Cancel, Back, a reload or closing the tab asks first.
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const leaveQuestion = useLeaveGuard(dirty && !busy);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const change = (patch: Partial<JobFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (attempts > 0) setErrors(checkJobForm(next));
  };
  const set = <K extends JobField>(name: K, value: JobFormValues[K]) => change({ [name]: value });
  // The job type Remote says where the work is too: the arrangement follows, and stays remote while it is chosen.
  const setJobType = (jobType: string) =>
    change(jobType === 'remote' ? { jobType, workArrangement: 'remote' } : { jobType });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkJobForm(values);
    setErrors(found);
    setAttempts((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      // The caller has said what went wrong; keep everything typed.
    } finally {
      setBusy(false);
    }
  };

  const text = (name: 'title' | 'description' | 'requirements' | 'location' | 'salary', label: string, rows = 0) => (
    <TextInput
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'salary' ? hiringLabels.salaryHelp : rows ? hiringLabels.textHelp : ' ')}
      required={name !== 'salary'}
      multiline={rows > 0}
      minRows={rows || undefined}
      fullWidth
    />
  );

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate>
      <Grid container spacing={2.5}>
        <Grid size={12}>{text('title', hiringLabels.jobTitle)}</Grid>
        <Grid size={12}>{text('description', hiringLabels.description, 6)}</Grid>
        <Grid size={12}>{text('requirements', hiringLabels.requirements, 4)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('location', hiringLabels.location)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('salary', hiringLabels.salary)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <JobTypeField value={values.jobType} onChange={setJobType} error={errors.jobType} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <WorkArrangementField
            value={values.workArrangement}
            onChange={(next) => set('workArrangement', next)}
            error={errors.workArrangement}
            lockedRemote={values.jobType === 'remote'}
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
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button onClick={onCancel} disabled={busy}>
          {hiringLabels.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy
            ? mode === 'post'
              ? hiringLabels.posting
              : hiringLabels.saving
            : mode === 'post'
              ? hiringLabels.postJob
              : hiringLabels.saveChanges}
        </Button>
      </Box>
      {leaveQuestion}
    </Box>
  );
}
