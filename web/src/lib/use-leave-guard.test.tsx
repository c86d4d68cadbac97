import { fireEvent, render, screen } from '@testing-library/react';
import { useLeaveGuard } from './use-leave-guard.js';

function Form({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty, 'Leave?');
  return (
    <>
      <a href="#main">Skip to main content</a>
      <a href="/jobs">Jobs</a>
    </>
  );
}

describe('useLeaveGuard', () => {
  it('asks before a link to another page with unsaved edits, never for a link within the page', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    onTestFinished(() => confirm.mockRestore());
    render(<Form dirty />);
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(confirm).not.toHaveBeenCalled();
    const refused = !fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(confirm).toHaveBeenCalledWith('Leave?');
    expect(refused).toBe(true);
  });

  it('asks nothing without unsaved edits', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    onTestFinished(() => confirm.mockRestore());
    render(<Form dirty={false} />);
    fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
