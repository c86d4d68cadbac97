import { alertLabels } from '@shared/texts/alert-texts.js';
import { companyProfileLabels } from '@shared/texts/company-texts.js';
import { labels, sessionNotices } from '@shared/texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { setSignedInMarker } from '@/api/signed-in-marker.js';
import { AppProviders } from '@/app/providers.js';
import { keepDraft, readDraft } from '@/lib/form-drafts.js';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderWithProviders } from '@/testing/render.js';
import { Navbar } from './navbar.js';

// Counts the bar's renders: it draws the brand once per render.
const barRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./brand.js', async (original) => {
  const module = await original<typeof import('./brand.js')>();
  return {
    Brand: (props: Parameters<typeof module.Brand>[0]) => {
      barRenders.count += 1;
      return module.Brand(props);
    },
  };
});

describe('Navbar', () => {
  it('links the brand and the main screens, and sends Sign In and Sign Up to /auth when signed out', async () => {
    mockApi();
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: labels.brand })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: labels.findJobs, hidden: true })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: labels.companies, hidden: true })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(nav).getByRole('link', { name: labels.resources, hidden: true })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(await within(nav).findByRole('link', { name: labels.signIn, hidden: true })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(nav).getByRole('link', { name: labels.signUp, hidden: true })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
  });

  it('gives a company Post a Job and a My Account menu with Dashboard and Company profile', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company', name: 'Acme HR' }) });
    const { user } = renderWithProviders(<Navbar />);
    await user.click(await screen.findByRole('button', { name: labels.myAccount }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      labels.profile,
      labels.dashboard,
      companyProfileLabels.title,
      labels.applications,
      labels.signOut,
    ]);
    expect(screen.getByRole('link', { name: labels.postAJob, hidden: true })).toHaveAttribute('href', '/post-job');
  });

  it('shows a job seeker no Dashboard and no Post a Job, and their Job Alerts', async () => {
    mockApi({ 'GET /api/user': aUser() });
    const { user } = renderWithProviders(<Navbar />);
    await user.click(await screen.findByRole('button', { name: labels.myAccount }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: alertLabels.jobAlertsTitle })).toHaveAttribute(
      'href',
      '/job-alerts',
    );
    expect(within(menu).queryByRole('menuitem', { name: labels.dashboard })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: labels.postAJob, hidden: true })).not.toBeInTheDocument();
  });

  it('signs out: POST /api/logout, then the Logged out toast, signed out, at /', async () => {
    const api = mockApi({ 'GET /api/user': aUser(), 'POST /api/logout': () => new Response(null, { status: 204 }) });
    // An application's text kept in this tab from an ended session (form-drafts.ts): signing out forgets it.
    keepDraft('apply:7:101', { resume: 'Ten years of React.', coverLetter: '' });
    const { user, location } = renderWithProviders(<Navbar />, '/jobs');
    await user.click(await screen.findByRole('button', { name: labels.myAccount }));
    await user.click(await screen.findByRole('menuitem', { name: labels.signOut }));
    expect(await screen.findByText(sessionNotices.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(sessionNotices.loggedOutText)).toBeInTheDocument();
    expect(api.to('/api/logout')).toHaveLength(1);
    expect(location().pathname).toBe('/');
    expect(readDraft('apply:7:101', { resume: '', coverLetter: '' })).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: labels.myAccount })).not.toBeInTheDocument());
  });

  it('says Logout failed with the error and stays signed in when the call fails', async () => {
    mockApi({ 'GET /api/user': aUser(), 'POST /api/logout': () => json({ message: 'nope' }, { status: 500 }) });
    const { user } = renderWithProviders(<Navbar />);
    await user.click(await screen.findByRole('button', { name: labels.myAccount }));
    await user.click(await screen.findByRole('menuitem', { name: labels.signOut }));
    expect(await screen.findByText(sessionNotices.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('500: {"message":"nope"}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.myAccount })).toBeInTheDocument();
  });

  it('opens the mobile drawer with the same links', async () => {
    mockApi();
    const { user } = renderWithProviders(<Navbar />);
    // jsdom applies every @media rule, so the phone-only button counts as hidden: find it by its label.
    await user.click(screen.getByLabelText(labels.openMenu));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawer).getByRole('link', { name: labels.companies })).toHaveAttribute('href', '/companies');
    expect(within(drawer).getByRole('link', { name: labels.signUp })).toHaveAttribute('href', '/auth?tab=register');
    await user.click(within(drawer).getByRole('button', { name: labels.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it('is adopted from the server HTML once: the session answering after re-renders only its account part', async () => {
    setSignedInMarker();
    mockApi({ 'GET /api/user': aUser({ role: 'company', name: 'Acme HR' }) });
    const bar = (
      <AppProviders swrCache={() => new Map()}>
        <MemoryRouter>
          <Navbar />
        </MemoryRouter>
      </AppProviders>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(bar);
    document.body.append(root);
    barRenders.count = 0;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, bar, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.postAJob, hidden: true })).toHaveAttribute('href', '/post-job');
    expect(mismatches).toEqual([]);
    expect(barRenders.count).toBe(1);
    root.remove();
  });
});
