/** The application emails' sentences: a job title ending in its own punctuation reads right inside them. */
import type { Application } from '../../../shared/types.js';
import { decisionEmail, newApplicationEmail } from './application-emails.js';

const application = {
  id: 7,
  jobTitle: 'Night Baker (m/f/d) – Bäcker:in!!',
  applicantName: 'Lee Chen',
  applicantEmail: 'lee@example.com',
  companyName: 'Brötchen GmbH',
  status: 'approved',
} as Application;

describe('the application emails', () => {
  it('quote the job title, so a title ending in "!!" is not followed by a stray full stop', () => {
    const mail = newApplicationEmail('hr@example.com', application);
    expect(mail.text).toContain('Lee Chen applied to “Night Baker (m/f/d) – Bäcker:in!!”.');
    expect(mail.text).not.toContain('!!.');
    expect(decisionEmail(application)?.text).toContain(
      'Brötchen GmbH has approved your application for “Night Baker (m/f/d) – Bäcker:in!!”.',
    );
  });
});
