import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField } from './select-field.js';

const choices = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

function Controlled({ error, Field = SelectField }: { error?: string; Field?: typeof SelectField }) {
  const [value, setValue] = useState('weekly');
  return (
    <Field
      name="frequency"
      label="Frequency"
      value={value}
      onChange={setValue}
      choices={choices}
      error={error}
      helperText="How often"
    />
  );
}

describe('SelectField', () => {
  // The menu's module loads once per page: this test takes a fresh copy of the field, whose menu has not loaded yet,
  // to see the placeholder whichever test of the file runs first.
  it('holds the place with the chosen value, disabled, until its menu has loaded', async () => {
    vi.resetModules();
    const { SelectField: FreshField } = await import('./select-field.js');
    render(
      <>
        <Controlled Field={FreshField} />
        <FreshField name="level" label="Level" value="" onChange={() => {}} choices={choices} error="Choose one" />
      </>,
    );
    const placeholder = screen.getByRole('textbox', { name: 'Frequency' });
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveValue('Weekly');
    expect(placeholder).toHaveAccessibleDescription('How often');
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveAccessibleDescription('Choose one');

    const menu = await screen.findByRole('combobox', { name: 'Frequency' });
    expect(screen.queryByRole('textbox', { name: 'Frequency' })).not.toBeInTheDocument();
    expect(menu).toHaveTextContent('Weekly');
    expect(menu).toHaveAccessibleDescription('How often');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAccessibleDescription('Choose one');
  });

  it('chooses by the keyboard once loaded, and shows an error in place of the help', async () => {
    const user = userEvent.setup();
    render(<Controlled error="Choose one" />);
    // Loaded already when an earlier test rendered a menu; otherwise it arrives now.
    const menu = await screen.findByRole('combobox', { name: 'Frequency' });
    expect(menu).toHaveAccessibleDescription('Choose one');
    menu.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Weekly' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(menu).toHaveTextContent('Daily');
  });
});
