/**
 * The two emails of an address change. The notice to the old address must offer only what works from there:
 * "Forgot password" mails the account's address, which is the new one, so it cannot help the old owner.
 */
import { confirmEmailMessage, emailChangedMessage } from './confirm-email.js';

describe('the notice to the old address of a changed email', () => {
  const mail = emailChangedMessage('old@example.com', 'Ada', 'new@example.com');

  it('goes to the old address and names the new one', () => {
    expect(mail.to).toBe('old@example.com');
    expect(mail.text).toContain('new@example.com');
  });

  it('sends the old owner to sign-in and the contact form, never to "Forgot password"', () => {
    expect(mail.text).toContain('http://localhost:3000/auth');
    expect(mail.text).toContain('http://localhost:3000/contact');
    expect(mail.text).not.toMatch(/reset your password/i);
  });
});

describe('the confirmation link of a changed address', () => {
  it('says an address change, not a sign-up, may be ignored', () => {
    const mail = confirmEmailMessage({ email: 'new@example.com', name: 'Ada', role: 'job_seeker' }, 'token', 'change');
    expect(mail.text).toContain('/confirm-email#token=token');
    expect(mail.text).not.toContain('sign up');
    expect(mail.text).toMatch(/did not ask to use this address for a JobBoard account/);
  });

  it('keeps the sign-up words for a new account', () => {
    const mail = confirmEmailMessage({ email: 'new@example.com', name: 'Ada', role: 'job_seeker' }, 'token');
    expect(mail.text).toContain('If you did not sign up for JobBoard');
  });
});

describe('what the confirmation opens', () => {
  it('names applying to a job seeker and posting to a company', () => {
    const to = { email: 'new@example.com', name: 'Ada' };
    expect(confirmEmailMessage({ ...to, role: 'job_seeker' }, 'token').text).toContain('so you can apply to jobs');
    const company = confirmEmailMessage({ ...to, role: 'company' }, 'token').text;
    expect(company).toContain('so you can post jobs');
    expect(company).not.toContain('job alerts');
  });
});
