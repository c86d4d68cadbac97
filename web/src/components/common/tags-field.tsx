/**
 * A list of words as tags (the job form's skills; the matching profile's skills, job titles and places): type one
 * and press Enter (or a comma); leaving the field keeps what was typed. Repeats (whatever their case) and blanks are
 * dropped, and no more than `max` are kept; the count shows under the field until an error replaces it.
 */
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';

export interface TagsFieldProps {
  name: string;
  label: string;
  help: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  error?: string;
}

/** Adds the new tags, without blanks or case-insensitive repeats, up to the limit. */
function merge(current: string[], added: string[], max: number): string[] {
  const next = [...current];
  for (const tag of added.map((item) => item.trim())) {
    if (tag && !next.some((item) => item.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next.slice(0, max);
}

export function TagsField({ name, label, help, value, onChange, max, error }: TagsFieldProps) {
  const [input, setInput] = useState('');
  const full = value.length >= max;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={value}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          onChange(merge(value, parts.slice(0, -1), max));
          setInput(parts.at(-1) ?? '');
        } else setInput(full && reason === 'input' ? '' : text);
      }}
      onChange={(_, next) => onChange(merge([], next, max))}
      renderInput={(params) => (
        <TextInput
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? `${help} (${value.length}/${max})`}
        />
      )}
    />
  );
}
