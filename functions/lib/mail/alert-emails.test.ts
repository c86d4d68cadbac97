/**
 * The alert email's way out fits its owner: a seeker manages alerts on /job-alerts, but a visitor (an alert made
 * without an account, double opt-in) sees there only "Sign in as a job seeker…", so their email must not send
 * them there to manage it; the unsubscribe link is what they have.
 */
import type { JobSummary } from '../../../shared/types.js';
import { alertEmail } from './alert-emails.js';

const job = { id: 7, title: 'Zebrafish Keeper', companyName: 'Aquarium Works', location: 'Porto' } as JobSummary;
const base = { to: 'a@example.com', alertName: 'fish', filters: {}, jobs: [job], more: 0, unsubscribeToken: 'tok' };

describe('the alert email', () => {
  it("offers a seeker's alert the page that manages it, and its unsubscribe link", () => {
    const mail = alertEmail({ ...base, owner: 'seeker' });
    expect(mail.text).toContain('Manage your job alerts: http://localhost:3000/job-alerts\n');
    expect(mail.html).toContain('Manage your job alerts');
    expect(mail.text).toContain('Unsubscribe from this alert: http://localhost:3000/job-alerts/unsubscribe#token=tok');
  });

  it("offers a visitor's alert its unsubscribe link, never a page to manage it", () => {
    const mail = alertEmail({ ...base, owner: 'visitor' });
    expect(mail.text).not.toMatch(/manage/i);
    expect(mail.html).not.toMatch(/manage/i);
    expect(mail.text).toContain('Unsubscribe from this alert: http://localhost:3000/job-alerts/unsubscribe#token=tok');
    expect(mail.html).toContain('/job-alerts/unsubscribe#token=tok');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
