/**
 * The company's logo on its profile screen: the logo (or the initial that stands in for it) with Upload or
 * Replace and Remove (which asks first). A wrong type or a file over 1 MB is said at once, before any upload; the
 * server's refusals (not an image whatever its name, an SVG with a script) are said the same way. While it works a
 * progress bar and a status line say how far it is, the buttons wait, and the focus comes back to the main button.
 */
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { companyProfileLabels as t } from '@shared/company-texts.js';
import { LOGO_ACCEPT } from '@shared/schemas/logo.js';
import type { Company } from '@shared/types.js';
import { FileSection } from '@/components/common/file-section.js';
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
  const toast = useToast();
  const onFile = async (file: File) => {
    if (await upload(file)) toast.show({ title: t.logoSaved, description: t.logoSavedText, variant: 'success' });
  };
  const onRemove = async () => {
    if (await remove()) toast.show({ title: t.logoRemoved, variant: 'default' });
  };

  return (
    <FileSection
      title={t.logo}
      text={t.logoText}
      accept={LOGO_ACCEPT}
      pickerLabel={t.uploadLogo}
      work={work}
      status={workText(work)}
      failure={failure}
      onFile={onFile}
      removal={{
        title: t.removeTitle,
        text: t.removeText,
        confirmLabel: t.removeLogo,
        busyLabel: t.removing,
        busy: work.phase === 'removing',
      }}
      onRemove={onRemove}
    >
      {({ choose, removeButton, mainButton, busy }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <CompanyAvatar name={company.name} logo={company.logo} size={96} />
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            {!company.logo && <Typography sx={{ mb: 1.5 }}>{t.noLogo}</Typography>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                ref={mainButton}
                variant={company.logo ? 'outlined' : 'contained'}
                startIcon={<UploadFile aria-hidden />}
                onClick={choose}
                disabled={busy}
              >
                {company.logo ? t.replaceLogo : t.uploadLogo}
              </Button>
              {company.logo && removeButton(t.removeLogo)}
            </Box>
          </Box>
        </Box>
      )}
    </FileSection>
  );
}
