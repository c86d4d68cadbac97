/**
 * The company's own details (name, description, website, location), checked with the API's own schema (the
 * registration rules) and sent as PUT /api/companies/{id}. A refusal the server words for one field sits on that
 * field; anything else shows above the form.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type CompanyProfileInput, companyProfileSchema } from '@shared/schemas/company-profile.js';
import { companyProfileLabels as t } from '@shared/texts/company-texts.js';
import { accountMessages as m } from '@shared/texts.js';
import type { Company } from '@shared/types.js';
import { isApiError } from '@/api/fetcher.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';

type Values = { name: string; description: string; website: string; location: string };

/** The server's messages per field, to put a refusal where it belongs. */
const fieldMessages: Record<keyof Values, string[]> = {
  name: [m.companyNameMin, m.companyNameMax],
  description: [m.descriptionMax],
  website: [m.websiteInvalid, m.websiteMax],
  location: [m.locationMax],
};

const fieldOf = (message: string) =>
  (Object.keys(fieldMessages) as (keyof Values)[]).find((field) => fieldMessages[field].includes(message));

interface Props {
  company: Company;
  onSave: (profile: CompanyProfileInput) => Promise<Company>;
}

export function CompanyProfileForm({ company, onSave }: Props) {
  const form = useForm<Values>({
    name: company.name,
    description: company.description,
    website: company.website ?? '',
    location: company.location ?? '',
  });
  const toast = useToast();

  const submit = async () => {
    const checked = form.validate(companyProfileSchema);
    if (!checked.ok) return;
    await form.submit(
      async () => {
        const saved = await onSave(checked.output);
        // The saved values, as the server keeps them (the website completed with https://).
        form.change({ name: saved.name, website: saved.website ?? '', location: saved.location ?? '' });
        toast.show({ title: t.saved, description: t.savedText, variant: 'success' });
      },
      (error) => {
        const message = isApiError(error) ? error.serverMessage : undefined;
        const field = message ? fieldOf(message) : undefined;
        if (field && message) form.setFieldError(field, message);
        else return message ?? t.saveFailed;
      },
    );
  };

  return (
    <Box component="form" ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate aria-label={t.details}>
      <Stack spacing={2.5}>
        {form.failure && (
          <Alert severity="error" role="alert">
            {form.failure}
          </Alert>
        )}
        <TextInput {...form.field('name')} label={t.name} autoComplete="organization" required fullWidth />
        <TextInput
          {...form.field('description', t.descriptionHelp)}
          label={t.description}
          multiline
          minRows={5}
          fullWidth
        />
        <TextInput
          {...form.field('website', t.websiteHelp)}
          label={t.website}
          type="url"
          autoComplete="url"
          fullWidth
        />
        <TextInput {...form.field('location')} label={t.location} autoComplete="address-level2" fullWidth />
        <FormActions busy={form.busy} submitLabel={t.save} busyLabel={t.saving} />
      </Stack>
    </Box>
  );
}
