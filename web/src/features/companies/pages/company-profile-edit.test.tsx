import { logoMessages } from '@shared/schemas/logo.js';
import { responseTimeLabels, companyProfileLabels as t } from '@shared/texts/company-texts.js';
import { accountMessages, labels } from '@shared/texts.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { fakeBucket } from '@/testing/fake-bucket.js';
import { aCompany, aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const owner = aUser({ id: 5, role: 'company', name: 'Nina Owner', company: 'Northwind Labs', companyId: 7 });
const page = (overrides = {}) => ({ ...aCompany(overrides), responseTime: { decisions: 0 } });
const ticket = { uploadId: '3f0c1d5e-8d6a-4a53-9a55-2b1f1c3e4d5f', url: 'https://bucket.test/', fields: { key: 'k' } };
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const choose = (name: string, size: number) => {
  const made = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(made, 'size', { value: size });
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [made] } });
};

describe('Company profile screen', () => {
  it('shows skeletons, then the current details and a link to the public page', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockApi({
      'GET /api/user': owner,
      'GET /api/companies/7': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/company-profile');
    expect(await screen.findByRole('status', { name: labels.loading })).toBeInTheDocument();
    answer(json(page()));
    expect(await screen.findByRole('textbox', { name: t.name })).toHaveValue('Northwind Labs');
    expect(input(t.website)).toHaveValue('https://northwind.example');
    expect(screen.getByRole('link', { name: t.viewPublicPage })).toHaveAttribute('href', '/companies/7');
  });

  it('saves the details, shows the server-completed website, and puts a refused field message on its field', async () => {
    const api = mockApi({
      'GET /api/user': owner,
      'GET /api/companies/7': page(),
      'PUT /api/companies/7': ({ body }: { body: { location?: string } }) =>
        body.location === 'Nowhere'
          ? json({ message: accountMessages.locationMax }, { status: 400 })
          : aCompany({ ...body, website: 'https://acme.example' }),
    });
    const { user } = renderApp('/company-profile');
    const website = await screen.findByRole('textbox', { name: t.website });
    await user.clear(website);
    await user.type(website, 'acme.example');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(api.to('/api/companies/7').at(-1)?.body).toMatchObject({ website: 'https://acme.example' });
    expect(website).toHaveValue('https://acme.example');

    await user.clear(input(t.location));
    await user.type(input(t.location), 'Nowhere');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(input(t.location)).toHaveAccessibleDescription(accountMessages.locationMax));
  });

  it('checks the name before sending anything', async () => {
    const api = mockApi({ 'GET /api/user': owner, 'GET /api/companies/7': page() });
    const { user } = renderApp('/company-profile');
    await user.clear(await screen.findByRole('textbox', { name: t.name }));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(input(t.name)).toHaveAccessibleDescription(accountMessages.companyNameMin);
    expect(input(t.name)).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('uploads a logo with progress and shows it; a GIF is refused before any upload', async () => {
    const sent = fakeBucket();
    const logo = '/logos/7/3f0c1d5e-8d6a-4a53-9a55-2b1f1c3e4d5f.png';
    const api = mockApi({
      'GET /api/user': owner,
      'GET /api/companies/7': page(),
      'POST /api/companies/7/logo/uploads': json(ticket, { status: 201 }),
      'PUT /api/companies/7/logo': aCompany({ logo }),
    });
    renderApp('/company-profile');
    const section = await screen.findByRole('region', { name: t.logo });
    choose('logo.gif', 100);
    expect(await within(section).findByRole('alert')).toHaveTextContent(logoMessages.wrongType);
    expect(sent).toHaveLength(0);

    choose('logo.png', 2000);
    expect(await screen.findByText(t.logoSaved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(api.to('/api/companies/7/logo')[0]?.body).toEqual({ uploadId: ticket.uploadId });
    expect(within(section).getByRole('button', { name: t.replaceLogo })).toBeEnabled();
    expect(section.querySelector('img')).toHaveAttribute('src', logo);
  });

  it("says the server's refusal of an unsafe SVG in its words", async () => {
    fakeBucket();
    const refusal = logoMessages.unsafeSvg('it contains a script');
    mockApi({
      'GET /api/user': owner,
      'GET /api/companies/7': page(),
      'POST /api/companies/7/logo/uploads': json(ticket, { status: 201 }),
      'PUT /api/companies/7/logo': json({ message: refusal }, { status: 400 }),
    });
    renderApp('/company-profile');
    const section = await screen.findByRole('region', { name: t.logo });
    choose('logo.svg', 300);
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('Company page response time', () => {
  it.each([
    [{ decisions: 2 }, responseTimeLabels.notEnough],
    [{ decisions: 5, medianDays: 2.5 }, responseTimeLabels.median(2.5)],
  ])('for %j says %s', async (responseTime, line) => {
    mockApi({ 'GET /api/companies/7': { ...aCompany(), responseTime }, 'GET /api/jobs': [] });
    renderApp('/companies/7');
    const section = await screen.findByRole('region', { name: responseTimeLabels.heading });
    expect(within(section).getByText(line)).toBeInTheDocument();
  });
});
