/**
 * What the account forms (sign in, register, password reset, personal information) share: the labelled form whose
 * checks useForm runs (the browser's own are off), its fields in one column, and the email and username fields. Their
 * submit is FormActions with `fullWidth`.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { accountLabels } from '@shared/texts/account-labels.js';
import type { KeyboardEvent, ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@/components/common/text-input.js';
import type { useForm } from '@/lib/use-form.js';

interface AccountFormProps {
  /** The form's useForm: its ref (to focus the first field with a message) and its submit wrapper. */
  form: Pick<ReturnType<typeof useForm>, 'formRef' | 'onSubmit'>;
  /** Runs once the form is sent (useForm's onSubmit stops the page reload first). */
  onSubmit: () => void | Promise<void>;
  /** The form's accessible name. */
  label: string;
  /** Escape cancels the form (the profile's edit), unless a field used the key itself. */
  onEscape?: () => void;
  children: ReactNode;
}

export function AccountForm({ form, onSubmit, label, onEscape, children }: AccountFormProps) {
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !onEscape) return;
    event.preventDefault();
    onEscape();
  };
  return (
    <Box
      component="form"
      ref={form.formRef}
      onSubmit={form.onSubmit(onSubmit)}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={label}
    >
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

/** A required email address; give it useForm's `field('email')`. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput {...props} label={accountLabels.emailAddress} type="email" autoComplete="email" fullWidth required />
  );
}

/** A required username, never capitalised or spell-checked; give it useForm's `field('username')`. */
export function UsernameField(props: TextInputProps) {
  return (
    <TextInput
      {...props}
      label={accountLabels.username}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      fullWidth
      required
    />
  );
}
