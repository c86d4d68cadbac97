import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { applySchema } from '@shared/schemas/application.js';
import { cvLabels, fileSize } from '@shared/texts/cv-texts.js';
import { emailConfirmationTexts, hiringLabels, notices } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { useEffect, useId, useState } from 'react';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { isApiError } from '@/api/fetcher.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { TextLink } from '@/components/common/text-link.js';
import { useToast } from '@/components/toast/toast-context.js';
import { forgetDraft, keepDraft, readDraft } from '@/lib/form-drafts.js';
import { useForm } from '@/lib/use-form.js';
import { useHiringCache } from '../use-hiring-cache.js';

interface Props {
  job: Pick<Job, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
  /**
   * Called once the dialog has gone, to put keyboard focus back on what opened it. MUI's own restore would aim at
   * whatever had focus when it opened, which is <body> on the first open: the button is disabled while the dialog's
   * code loads, and a disabled button loses focus.
   */
  onExited?: () => void;
}

const empty = { resume: '', coverLetter: '' };
type Source = 'saved-cv' | 'text';

export function ApplyDialog({ job, open, onClose, onExited }: Props) {
  const titleId = useId();
  const choiceId = useId();
  const toast = useToast();
  const cache = useHiringCache();
  const { user } = useSession();
  const savedCv = user?.cv;
  // The text kept from a session that ended while the seeker wrote (form-drafts.ts), else blank.
  const draftKey = user ? `apply:${user.id}:${job.id}` : undefined;
  const [kept] = useState(() => (draftKey ? readDraft(draftKey, empty) : undefined));
  const form = useForm(kept ?? empty);
  useEffect(() => {
    if (draftKey) keepDraft(draftKey, form.values);
  }, [draftKey, form.values]);
  const [chosen, setChosen] = useState<Source | undefined>();
  // The saved CV unless the seeker chose the text; the text when there is no CV (or it was deleted meanwhile).
  const source: Source = savedCv ? (chosen ?? 'saved-cv') : 'text';

  // Cancel and a sent application empty the form and forget the kept draft (at once: a sent application's dialog
  // goes as Apply becomes Applied, before an effect would see the empty form).
  const close = () => {
    if (draftKey) forgetDraft(draftKey);
    form.reset(empty);
    setChosen(undefined);
    onClose();
  };

  const submit = async () => {
    const input = source === 'saved-cv' ? { source, coverLetter: form.values.coverLetter } : form.values;
    const parsed = form.validate(applySchema, input);
    if (!parsed.ok) return;
    let alreadyApplied = false;
    await form.submit(
      async () => {
        const application = await callApi('apply-to-job', { params: { id: job.id }, body: parsed.output });
        if (application) await cache.applicationSaved(application);
        toast.show({
          title: notices.applicationSubmitted,
          description: notices.applicationSubmittedText,
          variant: 'success',
        });
        close();
      },
      (error) => {
        const description = failureText(error, notices.applicationFailedText);
        alreadyApplied = isApiError(error, 409);
        // The toast sits outside the dialog, where screen readers cannot reach while it is open: the dialog says it
        // too, and that is the copy announced; the toast shows it without a second announcement. A second
        // application closes the dialog, and the toast is then the one copy left.
        toast.show({ title: notices.applicationFailed, description, variant: 'destructive', quiet: !alreadyApplied });
        return description;
      },
    );
    if (alreadyApplied) {
      await cache.reloadApplications();
      close();
    }
  };

  const field = (name: keyof typeof empty, label: string, help: string, rows: number, autoFocus = false) => (
    <TextInput
      {...form.field(name, help)}
      label={label}
      required={source === 'text'}
      multiline
      minRows={rows}
      fullWidth
      autoFocus={autoFocus}
      margin="normal"
    />
  );

  return (
    <Dialog
      open={open}
      onClose={form.busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus={onExited !== undefined}
      slotProps={{ transition: { onExited } }}
    >
      <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <DialogTitle id={titleId}>{hiringLabels.applyTitle(job.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{hiringLabels.applyIntro}</DialogContentText>
          {user?.emailVerified === false && (
            <Alert severity="warning" sx={{ mt: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
              {emailConfirmationTexts.applyWaits(user.email)}
            </Alert>
          )}
          {savedCv && (
            <RadioGroup
              aria-labelledby={choiceId}
              value={source}
              onChange={(event) => setChosen(event.target.value as Source)}
              sx={{ mt: 2 }}
            >
              <FormLabel id={choiceId}>{cvLabels.howToApply}</FormLabel>
              <FormControlLabel
                value="saved-cv"
                control={<Radio autoFocus={source === 'saved-cv'} />}
                label={
                  <>
                    {cvLabels.withSavedCv}
                    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                      {cvLabels.cvSent(savedCv.name, fileSize(savedCv.size))}
                    </Typography>
                  </>
                }
                sx={{ mt: 1, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
              />
              <FormControlLabel value="text" control={<Radio />} label={cvLabels.withText} sx={{ mt: 1 }} />
            </RadioGroup>
          )}
          {source === 'text' && field('resume', hiringLabels.resume, hiringLabels.resumeHelp, 6, !savedCv)}
          {field(
            'coverLetter',
            hiringLabels.coverLetterField,
            source === 'text' ? hiringLabels.coverLetterHelp : hiringLabels.coverLetterOptionalHelp,
            4,
          )}
          {!savedCv && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {cvLabels.uploadHint} <TextLink to="/profile">{cvLabels.goToProfile}</TextLink>
            </Typography>
          )}
          {form.failure && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {form.failure}
            </Typography>
          )}
        </DialogContent>
        <FormActions
          place="dialog"
          busy={form.busy}
          submitLabel={hiringLabels.submitApplication}
          busyLabel={hiringLabels.submitting}
          onCancel={close}
          cancelLabel={hiringLabels.cancel}
        />
      </form>
    </Dialog>
  );
}
