/** The code from an authenticator app (or a recovery code): one field, read by password managers as a one-time code. */
import { secondFactorTexts } from '@shared/texts.js';
import { TextInput, type TextInputProps } from '@/components/common/text-input.js';

export function SecondFactorField(props: TextInputProps) {
  return (
    <TextInput
      {...props}
      label={secondFactorTexts.codeLabel}
      helperText={props.helperText ?? secondFactorTexts.codeHint}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={props.autoFocus ?? true}
      fullWidth
      required
    />
  );
}
