/**
 * The company's logo on its profile screen: the logo (or the initial that stands in for it) with Upload or
 * Replace and Remove (which asks first). A wrong type or a file over 1 MB is said at once, before any upload; the
 * server's refusals (not an image whatever its name, an SVG with a script) are said the same way. While it works a
 * progress bar and a status line say how far it is, the buttons wait, and the focus comes back to the main button.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOGO_ACCEPT } from '@shared/schemas/logo.js';
import { companyProfileLabels as t } from '@shared/texts/company-texts.js';
import type { Company } from '@shared/types.js';
import { CompanyAvatar } from '@/components/common/company-avatar.js';
import type { FileWork } from '@/components/common/file-section.js';
import { FileSection } from '@/components/common/file-section.js';
import { useToast } from '@/components/toast/toast-context.js';

interface Props {
  company: Company;
  work: FileWork;
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
      hasFile={Boolean(company.logo)}
      work={work}
      failure={failure}
      words={{
        upload: t.uploadLogo,
        replace: t.replaceLogo,
        remove: t.removeLogo,
        uploading: t.uploading,
        checking: t.checking,
        removing: t.removing,
        removeTitle: t.removeTitle,
        removeText: t.removeText,
      }}
      onFile={onFile}
      onRemove={onRemove}
    >
      {(buttons) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <CompanyAvatar name={company.name} logo={company.logo} size={96} />
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            {!company.logo && <Typography sx={{ mb: 1.5 }}>{t.noLogo}</Typography>}
            {buttons}
          </Box>
        </Box>
      )}
    </FileSection>
  );
}
