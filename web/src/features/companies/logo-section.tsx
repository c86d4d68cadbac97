/**
 * The company's logo on its profile screen: the logo (or the initial that stands in for it) with Upload or
 * Replace and Remove (which asks first). A wrong type or a file over 1 MB is said at once, before any upload; the
 * server's refusals (not an image whatever its name, an SVG with a script) are said the same way. While it works a
 * progress bar and a status line say how far it is, the buttons wait, and the focus comes back to the main button.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { companyProfileLabels as t } from '@shared/company-texts.js';
import { LOGO_ACCEPT } from '@shared/schemas/logo.js';
import type { Company } from '@shared/types.js';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/common/confirm-dialog.js';
import { UploadProgress } from '@/components/common/upload-progress.js';
import { useToast } from '@/components/toast/toast-context.js';
import { CompanyAvatar } from './company-avatar.js';
import type { LogoWork } from './use-own-company.js';

function workText(work: LogoWork): string {
  if (work.phase === 'uploading') return t.uploading;
  if (work.phase === 'checking') return t.checking;
  if (work.phase === 'removing') return t.removing;
  return '';
}

interface Props {
  company: Company;
  work: LogoWork;
  failure: string;
  upload: (file: File) => Promise<boolean>;
  remove: () => Promise<boolean>;
}

export function LogoSection({ company, work, failure, upload, remove }: Props) {
  const titleId = useId();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const busy = work.phase !== 'idle';
  // The buttons were disabled while it worked (which drops the focus): once back, the focus returns to the main one.
  const [refocusing, setRefocusing] = useState(false);
  useEffect(() => {
    if (!refocusing || busy) return;
    mainButton.current?.focus();
    setRefocusing(false);
  }, [refocusing, busy]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    if (await upload(file)) toast.show({ title: t.logoSaved, description: t.logoSavedText, variant: 'success' });
    setRefocusing(true);
  };

  const onRemove = async () => {
    if (await remove()) toast.show({ title: t.logoRemoved, variant: 'default' });
    setConfirming(false);
    setRefocusing(true);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
        {t.logo}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 2.5 }}>
        {t.logoText}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
        <CompanyAvatar name={company.name} logo={company.logo} size={96} />
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          {!company.logo && <Typography sx={{ mb: 1.5 }}>{t.noLogo}</Typography>}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              ref={mainButton}
              variant={company.logo ? 'outlined' : 'contained'}
              startIcon={<UploadFile aria-hidden />}
              onClick={() => picker.current?.click()}
              disabled={busy}
            >
              {company.logo ? t.replaceLogo : t.uploadLogo}
            </Button>
            {company.logo && (
              <Button
                color="error"
                startIcon={<DeleteOutline aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                {t.removeLogo}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      <input ref={picker} type="file" accept={LOGO_ACCEPT} hidden onChange={onPick} aria-label={t.uploadLogo} />
      <UploadProgress status={workText(work)} percent={work.phase === 'uploading' ? work.percent : undefined} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        text={t.removeText}
        confirmLabel={t.removeLogo}
        busyLabel={t.removing}
        busy={work.phase === 'removing'}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
