/**
 * An outlined text field built from MUI's parts the way MUI's TextField builds it (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), with the same ids and ARIA wiring. TextField itself imports Select for its
 * `select` mode, and with it Menu, Popover, Modal and NativeSelect: ~19 KiB gzipped on every form screen. Use
 * TextField only where a select is really wanted.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface TextInputProps
  extends Pick<
    OutlinedInputProps,
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'onKeyDown'
    | 'placeholder'
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'multiline'
    | 'rows'
    | 'minRows'
    | 'maxRows'
  > {
  /** The input's id; generated when absent (the label and the helper text need one). */
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  autoCapitalize?: string;
  spellCheck?: boolean;
  /** TextField's slot shape, so Autocomplete's renderInput params can be spread in unchanged. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
  };
}

export function TextInput({
  id: idProp,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  margin,
  autoCapitalize,
  spellCheck,
  slotProps = {},
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...inputProps}
        id={id}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        inputProps={{ autoCapitalize, spellCheck, ...slotProps.htmlInput }}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
