import { emailConfirmationTexts as t } from '@shared/texts.js';
import { act, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const token = 'a'.repeat(43);

describe('Confirm email page', () => {
  it('confirms only on the button, then the notice of an unconfirmed address goes', async () => {
    let confirmed = false;
    const api = mockApi({
      'GET /api/user': () => aUser({ emailVerified: confirmed }),
      'POST /api/confirm-email': () => {
        confirmed = true;
        return { message: t.confirmed };
      },
    });
    const { user } = renderApp(`/confirm-email#token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: t.pageTitle })).toBeInTheDocument();
    expect(await screen.findByText(t.bannerTitle)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');

    await user.click(screen.getByRole('button', { name: t.confirmButton }));
    expect(await screen.findByText(t.confirmed)).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ token });
    await waitFor(() => expect(screen.queryByText(t.bannerTitle)).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: t.goOn })).toHaveAttribute('href', '/');
  });

  it('keeps the focus on the button while it confirms, then gives it to the words that replace the button', async () => {
    let answer = () => {};
    mockApi({
      'GET /api/user': () => aUser({ emailVerified: false }),
      'POST /api/confirm-email': () =>
        new Promise((resolve) => {
          answer = () => resolve({ message: t.confirmed });
        }),
    });
    const { user } = renderApp(`/confirm-email#token=${token}`);
    const button = await screen.findByRole('button', { name: t.confirmButton });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveFocus();
    act(() => answer());
    const said = await screen.findByText(t.confirmed);
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    // The next Tab reaches the way on.
    await user.tab();
    expect(screen.getByRole('link', { name: t.goOn })).toHaveFocus();
  });

  it('leads a company on to its dashboard, where it posts its first job', async () => {
    mockApi({
      'GET /api/user': () => aUser({ role: 'company', emailVerified: false }),
      'POST /api/confirm-email': () => ({ message: t.confirmed }),
    });
    const { user } = renderApp(`/confirm-email#token=${token}`);
    await user.click(await screen.findByRole('button', { name: t.confirmButton }));
    expect(await screen.findByRole('link', { name: t.goOnCompany })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the refusal of a used or expired link, and the way to a new one in place of a button that cannot work', async () => {
    mockApi({ 'POST /api/confirm-email': () => json({ message: t.tokenInvalid }, { status: 400 }) });
    const { user } = renderApp(`/confirm-email#token=${token}`);
    await user.click(await screen.findByRole('button', { name: t.confirmButton }));
    expect(await screen.findByText(t.tokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.confirmButton })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.signInForNewLink })).toHaveAttribute('href', '/auth');
  });

  it('keeps the button after a failure that may pass, to try again', async () => {
    mockApi({ 'POST /api/confirm-email': () => json({ message: 'Service Unavailable' }, { status: 503 }) });
    const { user } = renderApp(`/confirm-email#token=${token}`);
    await user.click(await screen.findByRole('button', { name: t.confirmButton }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: t.confirmButton })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.signInForNewLink })).not.toBeInTheDocument();
  });

  it('says what to do without a token', async () => {
    mockApi();
    renderApp('/confirm-email');
    expect(await screen.findByText(t.missingToken)).toBeInTheDocument();
  });
});

describe('Notice of an unconfirmed address', () => {
  it('says why and sends the link again', async () => {
    const api = mockApi({
      'GET /api/user': aUser({ emailVerified: false }),
      'POST /api/user/email-confirmation': { message: t.linkSent('jamie@example.com') },
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByText(t.bannerText('jamie@example.com'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.sendAgain }));
    expect(await screen.findByText(t.linkSent('jamie@example.com'))).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(true);
  });

  it('is not shown to a confirmed account', async () => {
    mockApi({ 'GET /api/user': aUser() });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Seeker' })).toBeInTheDocument();
    expect(screen.queryByText(t.bannerTitle)).not.toBeInTheDocument();
  });
});
