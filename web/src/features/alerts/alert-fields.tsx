/**
 * The fields every alert form shares: how often to email, and a visitor's address (with the double opt-in hint).
 */

import type { AlertFrequency } from '@shared/constants.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/common/select-field.js';
import { TextInput } from '@/components/common/text-input.js';
import { frequencyChoices } from './alerts.js';

export function FrequencyField({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (next: AlertFrequency) => void;
}) {
  return (
    <SelectField
      name="frequency"
      label={alertLabels.frequency}
      value={value}
      onChange={(frequency) => onChange(frequency as AlertFrequency)}
      choices={frequencyChoices}
    />
  );
}

/** `field` is the form's props for its `email` value (useForm's `field('email', alertLabels.emailHelp)`). */
export function AlertEmailField({ field }: { field: ComponentProps<typeof TextInput> }) {
  return <TextInput {...field} type="email" autoComplete="email" label={alertLabels.email} required fullWidth />;
}
