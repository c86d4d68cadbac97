/** The new password and its confirmation (reset step, change password), each with its show/hide toggle. */

import { accountLabels } from '@shared/texts/account-labels.js';
import type { TextInputProps } from '@/components/common/text-input.js';
import { PasswordField } from './password-field.js';

interface Props {
  /** useForm's `field` of a form with `newPassword` and `confirmPassword` values. */
  field: (name: 'newPassword' | 'confirmPassword', hint?: string) => Omit<TextInputProps, 'type'>;
}

export function NewPasswordFields({ field }: Props) {
  return (
    <>
      <PasswordField
        {...field('newPassword', accountLabels.passwordHint)}
        label={accountLabels.newPassword}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('confirmPassword')}
        label={accountLabels.confirmNewPassword}
        autoComplete="new-password"
        required
      />
    </>
  );
}
