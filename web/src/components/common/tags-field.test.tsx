import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagsField } from './tags-field.js';

/** A field holding its own tags, as both forms do. */
function Controlled({ max, error }: { max: number; error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TagsField
      name="skills"
      label="Skills"
      help="Press Enter after each"
      value={value}
      onChange={setValue}
      max={max}
      error={error}
    />
  );
}

/** The tags shown as chips (buttons with a text; the field's clear button has only a label). */
const tags = () =>
  screen
    .queryAllByRole('button')
    .map((chip) => chip.textContent)
    .filter(Boolean);

describe('TagsField', () => {
  it('takes tags on Enter and on a comma, dropping blanks and repeats whatever their case', async () => {
    const user = userEvent.setup();
    render(<Controlled max={5} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'Go, ,rust,GO{Enter}Rust{Enter}');
    expect(tags()).toEqual(['Go', 'rust']);
    expect(input).toHaveAccessibleDescription('Press Enter after each (2/5)');
  });

  it('keeps no more than the limit, and shows an error instead of the count', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Controlled max={2} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'a,b,c,');
    expect(tags()).toEqual(['a', 'b']);
    rerender(<Controlled max={2} error="Add at most 2 skills" />);
    expect(input).toHaveAccessibleDescription('Add at most 2 skills');
  });
});
