/**
 * Skills as tags: type one and press Enter (or a comma); leaving the field keeps what was typed. At most 10; the
 * schema's messages (too many, too long) show under the field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import { JOB_LIMITS } from '@shared/schemas/job-input.js';
import { hiringLabels } from '@shared/texts.js';
import { useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Adds the new tags, without blanks or case-insensitive repeats, up to the limit. */
function merge(current: string[], added: string[]): string[] {
  const next = [...current];
  for (const tag of added.map((item) => item.trim())) {
    if (tag && !next.some((item) => item.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next.slice(0, JOB_LIMITS.skills);
}

export function SkillsInput({ value, onChange, error }: Props) {
  const [input, setInput] = useState('');
  const full = value.length >= JOB_LIMITS.skills;
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
          onChange(merge(value, parts.slice(0, -1)));
          setInput(parts.at(-1) ?? '');
        } else setInput(full && reason === 'input' ? '' : text);
      }}
      onChange={(_, next) => onChange(merge([], next))}
      renderInput={(params) => (
        <TextInput
          {...params}
          name="skills"
          label={hiringLabels.skills}
          error={Boolean(error)}
          helperText={error ?? `${hiringLabels.skillsHelp} (${value.length}/${JOB_LIMITS.skills})`}
        />
      )}
    />
  );
}
