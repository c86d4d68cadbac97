/**
 * An outlined dropdown of the browser's own <select>, built from MUI's parts the way TextField builds
 * `<TextField select slotProps={{ select: { native: true } }}>`, without TextField: it imports MUI's Select (Menu,
 * Popover, Modal) for its menu mode, which a native dropdown never uses (~15 KiB gzipped on the jobs list).
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type ReactNode, useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
  size?: 'small' | 'medium';
  /** Keep the label above the field even when the chosen option's text is empty. */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
}

export function NativeSelectField({ label, value, onChange, children, size, shrinkLabel, sx }: Props) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched={shrinkLabel} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
