import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    render(<Opener load={load} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Dialog open')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens even when the code fails to load (the lazy dialog reports it)', async () => {
    const user = userEvent.setup();
    render(<Opener load={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
  });
});
