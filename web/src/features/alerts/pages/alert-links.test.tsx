/** The pages an alert email's links open: each answers even a link that lost its token. */
import { alertMessages } from '@shared/texts/alert-texts.js';
import { screen } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

describe('alert link pages', () => {
  it.each(['/job-alerts/confirm', '/job-alerts/unsubscribe'])(
    '%s without a token says the link is not valid, and asks the API nothing',
    async (path) => {
      const api = mockApi({});
      renderApp(path);
      expect(await screen.findByText(alertMessages.linkInvalid, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(api.to('/api/alerts/confirm')).toHaveLength(0);
      expect(api.to('/api/alerts/unsubscribe')).toHaveLength(0);
    },
  );
});
