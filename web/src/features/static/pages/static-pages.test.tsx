import { alertLabels } from '@shared/texts/alert-texts.js';
import { contactMessages, labels, notices, siteFacts, siteLabels } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

const pages = [
  ['/about', siteLabels.about],
  ['/contact', siteLabels.contact],
  ['/pricing', siteLabels.pricing],
  ['/blog', siteLabels.blog],
  ['/press', siteLabels.press],
  ['/privacy', siteLabels.privacy],
  ['/terms', siteLabels.terms],
  ['/cookies', siteLabels.cookies],
  ['/accessibility', siteLabels.accessibility],
  ['/recruiting-solutions', siteLabels.recruitingSolutions],
] as const;

describe('Static pages', () => {
  it.each(pages)('%s shows its title', async (path, title) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The title is set in an effect after the page's first render; the previous test's page may still own it.
    await waitFor(() => expect(document.title).toBe(`${title} | ${labels.brand}`));
  });

  it.each([
    ['/privacy', 'December 1, 2026'],
    ['/terms', 'December 1, 2026'],
    ['/cookies', 'December 1, 2026'],
    ['/accessibility', 'December 1, 2026'],
  ])('%s is dated the day its words last changed', async (path, date) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByText(siteLabels.lastUpdated(date))).toBeInTheDocument();
  });

  it('says on the privacy page what is kept, where, by whom, and how to export and delete it', async () => {
    mockApi();
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: siteLabels.privacy });
    const page = document.body.textContent ?? '';
    for (const fact of [
      'Amazon Web Services (AWS)',
      'Amazon Simple Email Service (SES)',
      'Download my data',
      'Delete Account',
      'one-way hash',
      'Company account closed',
      // What a sign-in record and a report keep (Download my data shows the sign-ins), and for how long.
      'full IP address',
      'user agent',
      'rough place',
      'email address you leave',
      '7 days after you signed in',
      'three months',
    ]) {
      expect(page).toContain(fact);
    }
    expect(page).not.toContain('as far as the law requires');
  });

  it('states the minimum age of 18 and one account per person in the terms', async () => {
    mockApi();
    renderApp('/terms');
    expect(await screen.findByText(/at least 18 years old/)).toHaveTextContent(/only one account/);
  });

  it('shows the three plans and prices, the most popular marked, planned limits marked, and the FAQ', async () => {
    mockApi();
    const { user } = renderApp('/pricing');
    const professional = await screen.findByRole('article', { name: 'Professional' });
    expect(professional).toHaveTextContent('$299');
    expect(professional).toHaveTextContent(`Up to 25 job postings${siteFacts.planned}`);
    expect(within(professional).getByText(siteFacts.mostPopular)).toBeInTheDocument();
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(starter).toHaveTextContent('$99');
    expect(within(starter).getByText(siteFacts.planned)).toBeInTheDocument();
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(enterprise).toHaveTextContent('Unlimited job postings');
    expect(within(enterprise).queryByText(siteFacts.planned)).not.toBeInTheDocument();
    for (const plan of [starter, professional, enterprise]) {
      for (const feature of siteFacts.pricingIncluded) expect(plan).toHaveTextContent(feature);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Billing has not started');
    await user.click(screen.getByRole('button', { name: 'Is there a setup fee?' }));
    expect(screen.getByText('No. There is no setup fee on any plan.')).toBeVisible();
    const page = document.body.textContent ?? '';
    for (const promise of [
      'money-back',
      'Featured placement',
      '30-day job listings',
      '60-day job listings',
      'Dedicated account manager',
      'Priority support',
      'cancel any time',
    ]) {
      expect(page).not.toContain(promise);
    }
  });

  it('sends the contact form to the API, then thanks the visitor and clears it', async () => {
    const api = mockApi({ 'POST /api/contact': { message: notices.contactThanks } });
    const { user } = renderApp('/contact');
    expect(await screen.findByText(siteFacts.contactWhere)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(api.to('/api/contact')).toHaveLength(0); // the message is still missing
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A question about pricing.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(notices.contactThanks)).toBeInTheDocument();
    expect(api.to('/api/contact')[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question about pricing.',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says when the message was not sent, keeps it, and sends it again with Try again', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /api/contact': () =>
        ++calls === 1
          ? json({ message: 'Your message could not be sent just now.' }, { status: 503 })
          : { message: notices.contactThanks },
    });
    const { user } = renderApp('/contact');
    for (const [name, value] of [
      ['Name', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Hello'],
      ['Message', 'A question.'],
    ]) {
      await user.type(await screen.findByRole('textbox', { name }), value as string);
    }
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactMessages.sendFailed, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(notices.contactThanks)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('A question.');
    await user.click(screen.getByRole('button', { name: labels.tryAgain }));
    expect(await screen.findByText(notices.contactThanks)).toBeInTheDocument();
    expect(api.to('/api/contact')).toHaveLength(2);
  });
});

describe('pages that say only what is true', () => {
  // `.example` addresses are undeliverable, and nobody guarantees a reply time: the contact form is the way in.
  it.each(['/contact', '/press', '/about', '/privacy', '/terms', '/cookies', '/accessibility'])(
    '%s names no made-up mailbox and promises no reply time',
    async (path) => {
      mockApi();
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const page = document.body.textContent ?? '';
      // "confirmed within 48 hours" is a rule of the board; "we answer within" a promise nobody keeps.
      expect(page).not.toMatch(/@jobboard|(answer|reply|respond)\w* within|get back to you soon/i);
      // The footer's "Share on Email" (mailto:?subject=…) names no address: only a link to a mailbox counts.
      expect(document.querySelector('a[href^="mailto:"]:not([href^="mailto:?"])')).toBeNull();
    },
  );

  it('Press sends journalists to the contact form', async () => {
    mockApi();
    renderApp('/press');
    expect(await screen.findByRole('link', { name: siteFacts.writeToUs })).toHaveAttribute('href', '/contact');
  });

  // The board publishes no team, funding or release dates; About and Press say what the product does instead.
  it.each(['/about', '/press', '/blog'])('%s invents no people, funding or news', async (path) => {
    mockApi();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const page = document.body.textContent ?? '';
    for (const invented of ['Maya Chen', 'Okafor', 'Rossi', 'Novak', 'seed funding', '2023', '2024', 'coming soon'])
      expect(page).not.toContain(invented);
    if (path !== '/blog') for (const fact of siteFacts.productFacts) expect(page).toContain(fact.text);
  });
});

describe("The board's numbers", () => {
  it('About shows the open jobs and hiring companies the board counts, and no invented figure', async () => {
    mockApi({ 'GET /api/board/counts': { openJobs: 14, hiringCompanies: 5 } });
    renderApp('/about');
    const numbers = await screen.findByRole('region', { name: 'Our numbers' });
    await waitFor(() => expect(within(numbers).getByText('14')).toBeInTheDocument());
    expect(within(numbers).getByText('5')).toBeInTheDocument();
    expect(within(numbers).getByText('Open jobs')).toBeInTheDocument();
    expect(within(numbers).getByText('Companies hiring')).toBeInTheDocument();
    for (const invented of ['10,000+', '2,500+', '50,000+', '95%'])
      expect(document.body.textContent).not.toContain(invented);
  });

  it('About leaves the numbers out when they cannot be read', async () => {
    mockApi({ 'GET /api/board/counts': () => json({ message: 'Internal server error' }, { status: 500 }) });
    renderApp('/about');
    await screen.findByRole('heading', { level: 2, name: 'How JobBoard works' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Our numbers' })).not.toBeInTheDocument());
  });

  it('Press states the size of the board today, grouped for large numbers', async () => {
    mockApi({ 'GET /api/board/counts': { openJobs: 140_000, hiringCompanies: 5_200 } });
    renderApp('/press');
    expect(await screen.findByText('JobBoard today: 140,000 open jobs from 5,200 companies.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('10,000 job postings');
  });

  it('Blog asks for no address the newsletter would not keep, and points to the job alerts that mail today', async () => {
    mockApi();
    renderApp('/blog');
    const box = await screen.findByRole('region', { name: 'Our newsletter' });
    expect(within(box).queryByRole('textbox')).toBeNull();
    expect(within(box).getByRole('link', { name: alertLabels.jobAlertsTitle })).toHaveAttribute('href', '/job-alerts');
  });
});
