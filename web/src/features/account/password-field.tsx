/** A password input with a show/hide toggle (the reset step's toggles; used by every password field). */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { accountLabels } from '@shared/texts/account-labels.js';
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@/components/common/text-input.js';

type Props = Omit<TextInputProps, 'type'> & { label: string };

export function PasswordField({ label, slotProps, ...props }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      fullWidth
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? accountLabels.hidePassword(label) : accountLabels.showPassword(label)}
                onClick={() => setShown(!shown)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
