import Button from '@mui/material/Button';
import { loadFailureTexts } from '@shared/texts.js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useEffect } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider.js';
import { useDialogOnDemand } from './use-dialog-on-demand.js';

/** The dialog's code, as a load gives it. */
const OpenDialog = () => <p>Dialog open</p>;

/** A caller as the site's are: the loaded component rendered as it is. */
function Opener({ load }: { load: () => Promise<ComponentType> }) {
  const dialog = useDialogOnDemand(load);
  const Dialog = dialog.loaded;
  return (
    <>
      <Button {...dialog.reach} onClick={dialog.show} loading={dialog.loading}>
        Open
      </Button>
      {Dialog && dialog.open && <Dialog />}
    </>
  );
}

/** A caller that asks for the code as it mounts (as Apply does once the browser is idle); notes each prefetch. */
function Prefetching({ load, prefetches }: { load: () => Promise<ComponentType>; prefetches: Set<() => void> }) {
  const dialog = useDialogOnDemand(load);
  prefetches.add(dialog.prefetch);
  useEffect(() => dialog.prefetch(), [dialog.prefetch]);
  const Dialog = dialog.loaded;
  return (
    <>
      <Button onClick={dialog.show}>Open</Button>
      {Dialog && dialog.open && <Dialog />}
    </>
  );
}

describe('useDialogOnDemand', () => {
  it('shows the spinner while the code loads, then opens, and loads only once', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const load = vi.fn(() => new Promise<ComponentType>((resolve) => (arrive = () => resolve(OpenDialog))));
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
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve<ComponentType>(OpenDialog)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(<Opener load={load} />, { wrapper: ToastProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(loadFailureTexts.offline)).toBeInTheDocument();
    expect(screen.queryByText('Dialog open')).not.toBeInTheDocument();
    // The button is back, enabled and focused, for the next try.
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
  });

  it('asks for the code when the visitor reaches for the opener, and opens nothing until the click', async () => {
    const load = vi.fn(() => Promise.resolve<ComponentType>(OpenDialog));
    render(<Opener load={load} />, { wrapper: ToastProvider });
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerEnter(opener);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.focus(opener);
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Dialog open')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.setup().click(opener);
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    // One ask, shared by the reach, the focus and the click.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a prefetch with the click that follows it, and keeps it stable across renders', async () => {
    const load = vi.fn(() => Promise.resolve<ComponentType>(OpenDialog));
    const prefetches = new Set<() => void>();
    render(<Prefetching load={load} prefetches={prefetches} />, { wrapper: ToastProvider });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Rendered again by the click and the dialog's opening: one prefetch throughout, so an effect runs once.
    expect(prefetches.size).toBe(1);
  });

  it('leaves a failed early ask to the click: no toast until then, and the click asks again', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(OpenDialog);
    render(<Opener load={load} />, { wrapper: ToastProvider });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(loadFailureTexts.offline)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the dialog once its code has come, with no first render that waits (React.lazy held it 300 ms)', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const load = () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(OpenDialog)));
    render(<Opener load={load} />, { wrapper: ToastProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('progressbar');
    await act(async () => arrive());
    // A few turns of the event loop and no timer: a component that suspends first is shown 300 ms after its fallback.
    await act(async () => {
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });
});
