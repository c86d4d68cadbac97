/**
 * The menu behind `SelectField`: MUI's TextField in select mode, and the one file that imports TextField (a lint
 * rule holds the rest of the site to TextInput). TextField brings Select, Menu, Popover and Modal (~20 KiB gzipped)
 * with it, so this file is only ever loaded lazily, by select-field.tsx.
 */
import MenuItem from '@mui/material/MenuItem';
// biome-ignore lint/style/noRestrictedImports: the one wrapper of TextField's select mode (see above).
import TextField from '@mui/material/TextField';
import type { SelectFieldProps } from './select-field.js';

export default function SelectMenu({ choices, error, helperText, emptyChoice, onChange, ...props }: SelectFieldProps) {
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
