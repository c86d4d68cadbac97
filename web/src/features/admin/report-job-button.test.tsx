import { reportLabels } from '@shared/texts/moderation-texts.js';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { aJob, aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('Report this job', () => {
  it('lets a signed-out visitor report a job, with an optional email for a follow-up', async () => {
    const api = mockApi({
      'GET /api/jobs/101': aJob(),
      'POST /api/jobs/101/reports': () => ({ jobId: 101, reason: 'scam', createdAt: '2026-11-28T00:00:00.000Z' }),
    });
    const { user } = renderApp('/job/101');
    await user.click(await screen.findByRole('button', { name: reportLabels.reportJob }));
    const dialog = await screen.findByRole('dialog', { name: reportLabels.dialogTitle });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: reportLabels.reason }), 'scam');
    await user.type(within(dialog).getByRole('textbox', { name: reportLabels.details }), 'Asks for a fee');
    await user.type(within(dialog).getByRole('textbox', { name: reportLabels.email }), 'witness@example.com');
    await user.click(within(dialog).getByRole('button', { name: reportLabels.send }));
    expect(await screen.findByRole('button', { name: reportLabels.sent })).toBeDisabled();
    expect(api.to('/api/jobs/101/reports').map((request) => request.body)).toEqual([
      { reason: 'scam', details: 'Asks for a fee', email: 'witness@example.com' },
    ]);
  });

  it('asks a signed-in user for no email, and hides the button from the company that posted the job', async () => {
    mockApi({ 'GET /api/jobs/101': aJob(), 'GET /api/user': aUser() });
    const { user, unmount } = renderApp('/job/101');
    await user.click(await screen.findByRole('button', { name: reportLabels.reportJob }));
    const dialog = await screen.findByRole('dialog', { name: reportLabels.dialogTitle });
    expect(within(dialog).queryByRole('textbox', { name: reportLabels.email })).not.toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/jobs/101': aJob(), 'GET /api/user': aUser({ role: 'company', companyId: aJob().companyId }) });
    renderApp('/job/101');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reportLabels.reportJob })).not.toBeInTheDocument();
  });
});
