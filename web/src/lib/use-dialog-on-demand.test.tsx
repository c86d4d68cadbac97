import Button from '@mui/material/Button';
import { loadFailureTexts } from '@shared/texts.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/components/toast/toast-provider.js';
import { useDialogOnDemand } from './use-dialog-on-demand.js';

function Opener({ load }: { load: () => Promise<unknown> }) {
  const dialog = useDialogOnDemand(load);
  return (
    <>
      <Button onClick={dialog.show} loading={dialog.loading}>
        Open
      </Button>
      {dialog.loaded && dialog.open && <p>Dialog open</p>}
    </>
  );
}

describe('useDialogOnDemand', () => {
  it('shows the spinner while the code loads, then opens, and loads only once', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    render(<Opener load={load} />, { wrapper: ToastProvider });

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Dialog open')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when the code does not come, says so in a toast, and asks again on the next click', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    render(<Opener load={load} />, { wrapper: ToastProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(loadFailureTexts.offline)).toBeInTheDocument();
    expect(screen.queryByText('Dialog open')).not.toBeInTheDocument();
    // The button is back, enabled and focused, for the next try.
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
