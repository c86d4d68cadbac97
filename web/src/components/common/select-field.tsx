/**
 * A list of choices that opens as a menu, for forms where the menu is wanted (the job form, the alert forms); a plain
 * dropdown is `NativeSelectField`, typed text `TextInput`. The menu (MUI's TextField in select mode, with Select,
 * Menu, Popover and Modal: ~20 KiB gzipped) loads in its own chunk, so a form's screen shows without waiting for it.
 * Until it arrives a disabled field with the same label, chosen value and help text holds its place: nothing moves
 * when the menu replaces it, and nothing can be chosen before the menu can show the choices. A dialog that shows one
 * fetches the menu with its own code (select-menu-code.ts): the menu is then there on the dialog's first render.
 */
import { type ReactNode, Suspense } from 'react';
import { selectMenu } from './select-menu-code.js';
import { TextInput } from './text-input.js';

export interface Choice {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** A message about the choice; shown instead of `helperText`. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The words of the empty choice (value ''), shown in the box rather than an empty box under the label. */
  emptyChoice?: string;
}

const SelectMenu = selectMenu.Component;

export function SelectField(props: SelectFieldProps) {
  return (
    <Suspense fallback={<SelectPlaceholder {...props} />}>
      <SelectMenu {...props} />
    </Suspense>
  );
}

function SelectPlaceholder({ label, value, choices, error, helperText, required, emptyChoice }: SelectFieldProps) {
  const shown = value === '' ? (emptyChoice ?? '') : (choices.find((choice) => choice.value === value)?.label ?? '');
  return (
    <TextInput
      label={label}
      value={shown}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      disabled
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true },
        inputLabel: emptyChoice === undefined ? undefined : { shrink: true },
      }}
    />
  );
}
