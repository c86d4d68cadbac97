/**
 * The Register tab: role first, then name, username, email, password twice and, for companies
 * only, website, location and description. Checked with the shared registerFormSchema; confirmPassword never
 * leaves the browser. POST /api/register, the success and failure toasts; on success the user is set and the auth
 * route's guard takes them on.
 */
import type { RegistrableRole } from '@shared/constants.js';
import { registerFormSchema } from '@shared/schemas/auth.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { companyProfileLabels } from '@shared/texts/company-texts.js';
import { notices } from '@shared/texts.js';
import { callApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { afterSignIn } from '@/lib/after-sign-in.js';
import { useForm } from '@/lib/use-form.js';
import { AccountForm, EmailField, UsernameField } from './account-form.js';
import { registrationFailure } from './auth-failures.js';
import { PasswordField } from './password-field.js';
import { RoleChoice } from './role-choice.js';
import { useCommonPasswords } from './use-common-passwords.js';

const empty = {
  role: '',
  name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  website: '',
  location: '',
  description: '',
};

interface Props {
  /** The role chosen already, e.g. by a seeker sent here to sign up as a company. */
  initialRole?: RegistrableRole;
}

export function RegisterForm({ initialRole }: Props) {
  useCommonPasswords();
  const form = useForm({ ...empty, role: initialRole ?? '' });
  const { setUser } = useSession();
  const toast = useToast();
  const isCompany = form.values.role === 'company';

  const submit = async () => {
    const { website, location, description, ...common } = form.values;
    const checked = form.validate(registerFormSchema, isCompany ? form.values : common);
    if (!checked.ok) return;
    const { confirmPassword: _dropped, ...payload } = checked.output;
    await form.submit(
      async () => {
        const user = (await callApi('register', { body: payload }))!;
        toast.show({
          title: notices.registrationSuccessful,
          description: notices.welcome(user.name),
          variant: 'success',
        });
        // A new company starts on its dashboard, unless a guard sent it here from a page.
        if (user.role === 'company') afterSignIn.set('/dashboard');
        await setUser(user);
      },
      (error) => {
        toast.show({ ...registrationFailure(error), variant: 'destructive' });
        const text = error instanceof Error ? error.message : '';
        if (text.includes(notices.usernameExists)) form.setFieldError('username', notices.usernameExists);
        else if (text.includes(notices.emailExists)) form.setFieldError('email', notices.emailExists);
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={accountLabels.register}>
      <RoleChoice {...form.field('role')} />
      <TextInput
        {...form.field('name')}
        label={isCompany ? accountLabels.companyName : accountLabels.fullName}
        autoComplete={isCompany ? 'organization' : 'name'}
        fullWidth
        required
      />
      <UsernameField {...form.field('username', accountLabels.usernameHint)} />
      <EmailField {...form.field('email')} />
      <PasswordField
        {...form.field('password', accountLabels.passwordHint)}
        label={accountLabels.password}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...form.field('confirmPassword')}
        label={accountLabels.confirmPassword}
        autoComplete="new-password"
        required
      />
      {isCompany && (
        <>
          <TextInput
            {...form.field('website', companyProfileLabels.websiteHelp)}
            label={accountLabels.website}
            type="url"
            autoComplete="url"
            fullWidth
          />
          <TextInput {...form.field('location')} label={accountLabels.location} fullWidth />
          <TextInput
            {...form.field('description')}
            label={accountLabels.companyDescription}
            multiline
            minRows={3}
            fullWidth
          />
        </>
      )}
      <FormActions
        busy={form.busy}
        submitLabel={accountLabels.createAccount}
        busyLabel={accountLabels.creatingAccount}
        fullWidth
      />
    </AccountForm>
  );
}
