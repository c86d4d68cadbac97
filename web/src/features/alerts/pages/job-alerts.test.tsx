import { hiringLabels, labels } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { fillIn } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

const alertList = () => screen.getByRole('region', { name: hiringLabels.yourAlerts });
const alertNames = () =>
  within(alertList())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Job Alerts', () => {
  it('starts with two sample alerts, each with its switch and state in words', async () => {
    mockApi();
    renderApp('/job-alerts');
    expect(await screen.findByRole('heading', { level: 1, name: hiringLabels.jobAlertsTitle })).toBeInTheDocument();
    expect(alertNames()).toEqual(['Frontend Developer', 'Data Science Roles']);
    expect(screen.getByRole('switch', { name: hiringLabels.alertActive('Frontend Developer') })).toBeChecked();
    expect(within(alertList()).getByText(hiringLabels.receivingNotifications)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: hiringLabels.alertActive('Data Science Roles') })).not.toBeChecked();
  });

  it('creates an active alert with trimmed keywords, Anywhere by default, and clears the form', async () => {
    mockApi();
    const { user } = renderApp('/job-alerts');
    const name = await screen.findByRole('textbox', { name: /Alert Name/ });
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Anywhere');
    await fillIn(user, name, 'Rust jobs');
    await fillIn(user, screen.getByRole('textbox', { name: /Keywords/ }), ' Rust ,  Tokio,, WebAssembly ');
    await user.click(screen.getByRole('combobox', { name: hiringLabels.frequency }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: hiringLabels.createAlert }));

    expect(alertNames()).toEqual(['Rust jobs', 'Frontend Developer', 'Data Science Roles']);
    const created = within(alertList()).getAllByRole('listitem')[0] as HTMLElement;
    const keywords = within(created).getByRole('list', { name: hiringLabels.keywords });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rust', 'Tokio', 'WebAssembly']);
    expect(created).toHaveTextContent('Anywhere · Monthly');
    expect(within(created).getByRole('switch')).toBeChecked();
    expect(within(created).getByText(hiringLabels.receivingNotifications)).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Anywhere');
  });

  it('silently ignores an alert without a name or without keywords', async () => {
    mockApi();
    const { user } = renderApp('/job-alerts');
    await fillIn(user, await screen.findByRole('textbox', { name: /Alert Name/ }), 'No keywords');
    await fillIn(user, screen.getByRole('textbox', { name: /Keywords/ }), ' , ');
    await user.click(screen.getByRole('button', { name: hiringLabels.createAlert }));
    expect(alertNames()).toHaveLength(2);
    await user.clear(screen.getByRole('textbox', { name: /Alert Name/ }));
    await fillIn(user, screen.getByRole('textbox', { name: /Keywords/ }), 'React');
    await user.click(screen.getByRole('button', { name: hiringLabels.createAlert }));
    expect(alertNames()).toHaveLength(2);
  });

  it('switches an alert off and on, deletes alerts and shows the empty state', async () => {
    mockApi();
    const { user } = renderApp('/job-alerts');
    const toggle = await screen.findByRole('switch', { name: hiringLabels.alertActive('Frontend Developer') });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(alertList()).queryByText(hiringLabels.receivingNotifications)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: hiringLabels.deleteAlert('Frontend Developer') }));
    await user.click(screen.getByRole('button', { name: hiringLabels.deleteAlert('Data Science Roles') }));
    expect(alertNames()).toEqual([]);
    expect(within(alertList()).getByText(hiringLabels.noAlerts)).toBeInTheDocument();
  });

  it('searches jobs for real from the quick search', async () => {
    mockApi();
    const { user, location, query } = renderApp('/job-alerts');
    const search = within(await screen.findByRole('search', { name: hiringLabels.quickSearch }));
    await fillIn(user, search.getByRole('textbox', { name: hiringLabels.searchJobs }), 'data engineer');
    await user.click(search.getByRole('button', { name: labels.search }));
    expect(location().pathname).toBe('/jobs');
    expect(query()).toEqual({ search: 'data engineer' });
  });
});
