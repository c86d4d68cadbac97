/** The external link to a company's own website, named for screen readers; nothing when it has none. */
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { companyLabels } from '@shared/texts.js';
import type { Company } from '@shared/types.js';

export function CompanyWebsiteButton({
  company,
  ...style
}: { company: Pick<Company, 'name' | 'website'> } & Pick<ButtonProps, 'size' | 'variant'>) {
  if (!company.website) return null;
  return (
    <Button
      component="a"
      href={company.website}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNew aria-hidden />}
      aria-label={companyLabels.visitWebsite(company.name)}
      {...style}
    >
      {companyLabels.website}
    </Button>
  );
}
