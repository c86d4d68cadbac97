import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BusyButton } from './busy-button.js';
import { FormActions } from './form-actions.js';

const pressed = vi.fn();
let finish = () => {};

/** A button whose press starts work that runs until `finish()`. */
function Save() {
  const [busy, setBusy] = useState(false);
  const press = () => {
    pressed();
    setBusy(true);
    finish = () => setBusy(false);
  };
  return (
    <BusyButton busy={busy} onClick={press}>
      Save
    </BusyButton>
  );
}

describe('BusyButton', () => {
  it('keeps the focus while busy, says it is busy, and ignores presses until done', async () => {
    const user = userEvent.setup();
    render(<Save />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    // Still a button with its name, enabled in the DOM (a disabled one loses the focus in a browser), said busy.
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Save');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(pressed).toHaveBeenCalledTimes(1);

    act(() => finish());
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{Enter}');
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("does not send its form again while busy, from the button or a field's Enter", async () => {
    const user = userEvent.setup();
    const sent = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={sent}>
        <input aria-label="Name" />
        <FormActions busy submitLabel="Save" busyLabel="Saving..." />
      </form>,
    );
    const submit = screen.getByRole('button', { name: 'Saving...' });
    expect(submit).not.toBeDisabled();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    await user.tab();
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sent).not.toHaveBeenCalled();
  });
});
