/**
 * A list of choices that opens as a menu: MUI's TextField in select mode, and the one file that imports TextField
 * (a lint rule holds the rest of the site to TextInput). TextField brings Select, Menu, Popover and Modal (~19 KiB
 * gzipped) with it, so typed text goes in `TextInput` and a plain dropdown in `NativeSelectField`; use this one
 * where the menu is wanted, as in the job form.
 */
import MenuItem from '@mui/material/MenuItem';
// biome-ignore lint/style/noRestrictedImports: the one wrapper of TextField's select mode (see above).
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface Props {
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

export function SelectField({ choices, error, helperText, emptyChoice, onChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      select
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={
        emptyChoice === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {emptyChoice !== undefined && <MenuItem value="">{emptyChoice}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
