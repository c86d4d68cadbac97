/**
 * Edit mode of the profile's personal information (it really saves, not a mock): Full Name, Email Address and, for
 * companies, Company Name, checked with the API's own profileUpdateSchema and sent as PATCH /api/user. The answer
 * replaces the session's user, so the navigation bar and the profile show the new values at once. Escape cancels,
 * as Cancel does (not while the change is being sent); the focus then goes back to Edit (personal-info.tsx).
 */
import Alert from '@mui/material/Alert';
import { profileUpdateSchema } from '@shared/schemas/auth.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { accountMessages, notices, validation } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { apiKeys, callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useForgetCached } from '@/api/use-forget-cached.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { AccountForm, EmailField } from './account-form.js';
import { fieldForMessage } from './field-for-message.js';
import { PasswordField } from './password-field.js';

const serverFields = {
  name: [validation.nameMin, accountMessages.nameMax],
  email: [validation.email, accountMessages.emailMax, notices.emailExists],
  company: [accountMessages.companyNameMin, accountMessages.companyNameMax],
  currentPassword: [accountMessages.currentPasswordRequired, accountMessages.currentPasswordWrong],
} as const;

export function PersonalInfoForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const isCompany = user.role === 'company';
  const form = useForm({ name: user.name, email: user.email, company: user.company ?? '', currentPassword: '' });
  // A new email needs the current password (the API refuses it otherwise): the field shows once the email differs.
  const changesEmail = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const { setUser } = useSession();
  const forgetCached = useForgetCached();
  const toast = useToast();

  const submit = async () => {
    const { company, currentPassword, ...common } = form.values;
    // A company name can be changed, not removed: an emptied one is sent so the rule's message shows.
    const sendsCompany = isCompany && (company.trim() !== '' || Boolean(user.company));
    const payload = { ...common, ...(sendsCompany ? { company } : {}), ...(changesEmail ? { currentPassword } : {}) };
    const checked = form.validate(profileUpdateSchema, payload);
    if (!checked.ok) return;
    await form.submit(
      async () => {
        const updated = (await callApi('update-user', { body: checked.output }))!;
        await setUser(updated);
        if (updated.company !== user.company)
          await forgetCached(apiKeys('list-companies', 'get-company', 'get-company-by-user'));
        toast.show({
          title: accountLabels.profileUpdated,
          description: accountLabels.profileUpdatedText,
          variant: 'success',
        });
        onDone();
      },
      (error) => {
        const message = failureText(error, accountLabels.profileUpdateFailed);
        const field = fieldForMessage(message, serverFields);
        if (!field) return message;
        form.setFieldError(field, message);
      },
    );
  };

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      label={accountLabels.editPersonalInformation}
      onEscape={() => {
        if (!form.busy) onDone();
      }}
    >
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      <TextInput
        {...form.field('name')}
        label={accountLabels.fullName}
        autoComplete="name"
        autoFocus
        required
        fullWidth
      />
      <EmailField {...form.field('email')} />
      {changesEmail && (
        <PasswordField
          {...form.field('currentPassword', accountMessages.currentPasswordRequired)}
          label={accountLabels.currentPassword}
          autoComplete="current-password"
          fullWidth
        />
      )}
      {isCompany && (
        <TextInput {...form.field('company')} label={accountLabels.companyName} autoComplete="organization" fullWidth />
      )}
      <FormActions
        busy={form.busy}
        submitLabel={accountLabels.saveChanges}
        busyLabel={accountLabels.saving}
        onCancel={onDone}
        cancelLabel={accountLabels.cancel}
      />
    </AccountForm>
  );
}
