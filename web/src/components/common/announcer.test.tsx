import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncerProvider, useAnnounce } from './announcer.js';

function Saver() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Saved Data Steward')}>
      Save
    </button>
  );
}

describe('AnnouncerProvider', () => {
  it('says a sentence in one polite status region, and the same sentence again as a change', async () => {
    const user = userEvent.setup();
    render(
      <AnnouncerProvider>
        <Saver />
      </AnnouncerProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Saved Data Steward');
    const first = region.textContent;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Saved Data Steward');
    expect(region.textContent).not.toBe(first);
  });
});
