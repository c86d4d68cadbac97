import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField } from './select-field.js';

const choices = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('weekly');
  return (
    <SelectField
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
  // The menu's module loads once per page: this test, the first to render one, sees the placeholder.
  it('holds the place with the chosen value, disabled, until its menu has loaded', async () => {
    render(
      <>
        <Controlled />
        <SelectField name="level" label="Level" value="" onChange={() => {}} choices={choices} error="Choose one" />
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
    const menu = screen.getByRole('combobox', { name: 'Frequency' });
    expect(menu).toHaveAccessibleDescription('Choose one');
    menu.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Weekly' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(menu).toHaveTextContent('Daily');
  });
});
