import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { aCompanyUser } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

describe("the company's application emails", () => {
  it('shows the stored choice and saves a new one', async () => {
    const api = mockApi({
      'GET /api/user': aCompanyUser(),
      'GET /api/applications': [],
      'GET /api/dashboard/jobs': [],
      'GET /api/dashboard/application-mail': { applicationMail: 'each' },
      'PUT /api/dashboard/application-mail': ({ body }) => body,
    });
    const { user } = renderApp('/dashboard?tab=applications');
    const group = await screen.findByRole('radiogroup', { name: seekerLabels.mailSettingLabel }, { timeout: 10_000 });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: seekerLabels.mailSettings.each })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: seekerLabels.mailSettings.daily }));
    await waitFor(() =>
      expect(
        api
          .to('/api/dashboard/application-mail')
          .filter((request) => request.method === 'PUT')
          .map((request) => request.body),
      ).toEqual([{ applicationMail: 'daily' }]),
    );
    expect(await screen.findByText(seekerLabels.mailSettingSaved)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: seekerLabels.mailSettings.daily })).toBeChecked();
  });
});
