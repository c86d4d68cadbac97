import { contactEmail } from './contact-email.js';
import { SUBJECT_QUOTE_MAX, subjectQuote, toEml } from './message.js';

describe('subjectQuote', () => {
  it('keeps a short text as typed, on one line', () => {
    expect(subjectQuote('Café “Zoë” O’Brien 李')).toBe('Café “Zoë” O’Brien 李');
    expect(subjectQuote('Senior\u00a0engineer\r\n\tBerlin ')).toBe('Senior engineer Berlin');
  });

  it('cuts a long text with an ellipsis, never inside a character', () => {
    const long = `${'🚀'.repeat(40)}${'x'.repeat(80)}`;
    const quoted = subjectQuote(long);
    expect([...quoted]).toHaveLength(SUBJECT_QUOTE_MAX);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.startsWith('🚀'.repeat(40))).toBe(true);
    expect(quoted).not.toContain('\ufffd');
  });

  it('puts the whole subject in the text of a contact email, a short one in its subject line', () => {
    const subject = `Question about ${'Weltraumfahrtsgesellschaft'.repeat(4)}`;
    const mail = contactEmail('support@example.com', {
      name: 'Ada',
      email: 'ada@example.com',
      subject,
      message: 'Hello there, a question.',
    });
    expect(mail.text).toContain(subject);
    expect(mail.subject).toBe(`Contact form: ${subjectQuote(subject)}`);
    expect(toEml(mail, 'board@example.com')).toContain('Subject: ');
  });

  it('replies to the visitor, and never lets a reply address add a header', () => {
    const mail = contactEmail('support@example.com', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'A question.',
    });
    expect(toEml(mail, 'board@example.com')).toContain('\r\nReply-To: ada@example.com\r\n');
    expect(() => toEml({ ...mail, replyTo: 'ada@example.com\r\nBcc: all@example.com' }, 'board@example.com')).toThrow(
      'Line break in a mail header',
    );
  });
});
