import InputAdornment from '@mui/material/InputAdornment';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './text-input.js';

/** A field holding its own value, reporting each change. */
function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Search"
      value={value}
      onChange={(event) => {
        onValue(event.target.value);
        setValue(event.target.value);
      }}
    />
  );
}

describe('TextInput', () => {
  it('labels its input, with the generated id or a given one', () => {
    render(
      <>
        <TextInput label="Username" name="username" />
        <TextInput label="Email" id="contact-email" />
      </>,
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'contact-email');
  });

  it('describes the input with its helper text, and shows an error as aria-invalid', () => {
    const { rerender } = render(<TextInput label="Email" helperText="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toBeInvalid();

    rerender(<TextInput label="Email" helperText="Enter a valid email" error />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('marks a required field on the label and the input', () => {
    render(<TextInput label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('Name *');
  });

  it('calls onChange as the user types', async () => {
    const onChange = vi.fn();
    render(<Controlled onValue={onChange} />);
    await userEvent.type(screen.getByLabelText('Search'), 'react');
    expect(onChange).toHaveBeenLastCalledWith('react');
    expect(screen.getByLabelText('Search')).toHaveValue('react');
  });

  it('renders a textarea when multiline', () => {
    render(<TextInput label="Message" multiline minRows={5} />);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  it('renders adornments and passes html input props to the input element', () => {
    render(
      <TextInput
        label="Salary"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'numeric' },
        }}
      />,
    );
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByLabelText('Salary')).toHaveAttribute('inputmode', 'numeric');
  });
});
