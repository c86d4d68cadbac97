import type { AdminCompany, AuditEntry, ModerationCase } from '@shared/moderation-types.js';
import { deskLabels, moderationMessages } from '@shared/texts/moderation-texts.js';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aCompany, aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const admin = aUser({ role: 'admin', name: 'Ada Admin', secondFactor: true });
const hidden: ModerationCase = {
  jobId: 41,
  title: 'Crypto Envelope Stuffer',
  companyId: 9,
  companyName: 'Too Good Ltd',
  isActive: true,
  moderation: ['hidden-for-review'],
  reportCount: 3,
  reports: [
    {
      jobId: 41,
      reporterKey: '00000005',
      userId: 5,
      reporterName: 'Rita',
      reason: 'scam',
      details: 'Asks for a fee',
      createdAt: '2025-03-04T10:00:00.000Z',
    },
    {
      jobId: 41,
      reporterKey: 'anon#abc',
      anonymous: true,
      email: 'witness@example.com',
      reason: 'scam',
      details: 'Wanted my bank details',
      createdAt: '2025-03-04T09:00:00.000Z',
    },
  ],
  updatedAt: '2025-03-04T10:00:00.000Z',
};
const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2025-03-04T10:00:00.000Z',
  actor: { id: 1, name: 'Ada Admin' },
  action: 'job.restored',
  target: { kind: 'job', id: 41, label: 'Crypto Envelope Stuffer' },
  reason: 'Verified',
  ...overrides,
});

describe('Admin desk', () => {
  it('restores a hidden job only with a reason, then reads the queue again', async () => {
    let queue = [hidden];
    const api = mockApi({
      'GET /api/user': admin,
      'GET /api/admin/reports': () => queue,
      'POST /api/admin/jobs/41/moderation': () => {
        queue = [];
        return { message: 'Job restored' };
      },
    });
    const { user } = renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: hidden.title });
    expect(within(item).getByText(deskLabels.states['hidden-for-review'])).toBeInTheDocument();
    expect(within(item).getByText(/Asks for a fee/)).toBeInTheDocument();
    expect(within(item).getByText(/A signed-out visitor \(witness@example\.com\)/)).toBeInTheDocument();
    await user.click(
      within(item).getByRole('button', { name: deskLabels.actionFor(deskLabels.restore, hidden.title) }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: deskLabels.restore });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: deskLabels.reasonLabel }), 'Genuine, verified');
    await user.click(confirm);
    expect(await screen.findByText(deskLabels.queueEmpty)).toBeInTheDocument();
    expect(api.to('/api/admin/jobs/41/moderation').at(-1)?.body).toEqual({
      action: 'restore',
      reason: 'Genuine, verified',
    });
  });

  it('shows a refusal in the dialog and keeps it open', async () => {
    mockApi({
      'GET /api/user': admin,
      'GET /api/admin/reports': [hidden],
      'POST /api/admin/jobs/41/moderation': () =>
        json({ message: 'This job is already deactivated by an admin' }, { status: 409 }),
    });
    const { user } = renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: hidden.title });
    await user.click(
      within(item).getByRole('button', { name: deskLabels.actionFor(deskLabels.deactivate, hidden.title) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: deskLabels.reasonLabel }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: deskLabels.deactivate }));
    expect(await within(dialog).findByText('This job is already deactivated by an admin')).toBeInTheDocument();
  });

  it('suspends a company with a reason, then reinstates it, the row reading each answer again', async () => {
    const company = aCompany({ id: 9, name: 'Too Good Ltd', jobCount: 1 });
    let suspended: AdminCompany['suspended'];
    const api = mockApi({
      'GET /api/user': admin,
      'GET /api/admin/companies': () => [suspended ? { ...company, jobCount: 0, suspended } : company],
      'PUT /api/admin/companies/9/suspension': ({ body }) => {
        const { suspended: suspend, reason } = body as { suspended: boolean; reason: string };
        suspended = suspend ? { at: '2025-03-04T10:00:00.000Z', reason } : undefined;
        return { message: suspend ? 'Company suspended' : 'Company reinstated' };
      },
    });
    const { user } = renderApp('/admin?tab=companies');
    const act = async (label: string, reason: string) => {
      const row = await screen.findByRole('listitem', { name: 'Too Good Ltd' });
      await user.click(within(row).getByRole('button', { name: deskLabels.actionFor(label, 'Too Good Ltd') }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: deskLabels.reasonLabel }), reason);
      await user.click(within(dialog).getByRole('button', { name: label }));
    };

    await act(deskLabels.suspend, 'Fee-charging scam');
    expect(await screen.findByText(moderationMessages.companyDone.suspend)).toBeInTheDocument();
    expect(api.to('/api/admin/companies/9/suspension').at(-1)?.body).toEqual({
      suspended: true,
      reason: 'Fee-charging scam',
    });
    const row = await screen.findByRole('listitem', { name: 'Too Good Ltd' });
    expect(await within(row).findByText(/Fee-charging scam/)).toBeInTheDocument();
    expect(within(row).getByText(deskLabels.openJobs(0))).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: deskLabels.actionFor(deskLabels.reinstate, 'Too Good Ltd') }),
    ).toBeInTheDocument();

    await act(deskLabels.reinstate, 'Appeal accepted');
    expect(await screen.findByText(moderationMessages.companyDone.reinstate)).toBeInTheDocument();
    const reinstated = await screen.findByRole('listitem', { name: 'Too Good Ltd' });
    expect(
      await within(reinstated).findByRole('button', { name: deskLabels.actionFor(deskLabels.suspend, 'Too Good Ltd') }),
    ).toBeInTheDocument();
    expect(within(reinstated).getByText(deskLabels.openJobs(1))).toBeInTheDocument();
    expect(within(reinstated).queryByText(deskLabels.states['company-suspended'])).not.toBeInTheDocument();
  });

  it('pages the audit log with its cursor', async () => {
    mockApi({
      'GET /api/user': admin,
      'GET /api/admin/audit-log': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? [entry('b', { action: 'company.suspended', target: { kind: 'company', id: 9, label: 'Too Good Ltd' } })]
          : json([entry('a')], { headers: { 'x-next-cursor': 'next' } }),
    });
    const { user } = renderApp('/admin?tab=audit');
    const log = await screen.findByRole('list', { name: deskLabels.tabs.audit });
    expect(within(log).getByText(/Restored job “Crypto Envelope Stuffer”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: deskLabels.loadMore }));
    expect(await within(log).findByText(/Suspended company “Too Good Ltd”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deskLabels.loadMore })).not.toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    mockApi({ 'GET /api/user': admin, 'GET /api/admin/reports': [] });
    renderApp('/admin');
    expect(await screen.findByText(deskLabels.queueEmpty)).toBeInTheDocument();
  });
});
