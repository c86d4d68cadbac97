import { labels, wrongRoleTexts } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';
import type { PageRoute } from './routes.js';

const screenNamed = (name: string) => () => <h1>{name}</h1>;
const routes: PageRoute[] = [
  { path: '/', page: screenNamed('Home') },
  { path: '/auth', page: screenNamed('Auth'), access: 'guest' },
  { path: '/profile', page: screenNamed('Profile'), access: 'signed-in' },
  { path: '/dashboard', page: screenNamed('Dashboard'), access: ['company'] },
  { path: '/two-step', page: screenNamed('Two-step sign-in'), access: ['company', 'admin'] },
];

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads', async () => {
    mockApi({ 'GET /api/user': () => new Promise(() => undefined) });
    renderApp('/dashboard', { routes });
    expect(await screen.findByRole('progressbar', { name: labels.loading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth, remembering where they wanted to go', async () => {
    mockApi();
    const { location } = renderApp('/profile', { routes });
    expect(await screen.findByRole('heading', { name: 'Auth' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
    expect(location().state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('tells a job seeker on a company screen why, and offers to sign out and sign up as a company', async () => {
    const api = mockApi({
      'GET /api/user': aUser({ role: 'job_seeker' }),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const { user, location } = renderApp('/dashboard', { routes });
    expect(await screen.findByRole('heading', { name: wrongRoleTexts.companyOnlyTitle })).toBeInTheDocument();
    expect(screen.getByText(wrongRoleTexts.companyOnlyText('a job seeker'))).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: wrongRoleTexts.signOutAndSignUpAsCompany }));
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?tab=register&role=company');
    expect(api.to('/api/logout')).toHaveLength(1);
  });

  it('lets the right role in', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company' }) });
    renderApp('/dashboard', { routes });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets any signed-in user into a signed-in screen', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'admin', secondFactor: true }) });
    renderApp('/profile', { routes });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('leads an admin without two-step sign-in to turn it on, from any guarded screen and after sign-in', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'admin', secondFactor: false }) });
    const { location } = renderApp('/profile', { routes });
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/two-step');
  });

  it('lets a company without two-step sign-in go anywhere it may', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company', secondFactor: false }) });
    renderApp('/dashboard', { routes });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from a guest screen', async () => {
    mockApi({ 'GET /api/user': aUser() });
    renderApp('/auth', { routes });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('treats a failing session call as signed out', async () => {
    mockApi({ 'GET /api/user': () => json({ message: 'down' }, { status: 503 }) });
    const { location } = renderApp('/profile', { routes });
    expect(await screen.findByRole('heading', { name: 'Auth' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
  });
});
