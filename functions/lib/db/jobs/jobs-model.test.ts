import { summarize } from './jobs-model.js';

describe('summarize', () => {
  it('drops list marks and closes each item, so a snippet does not run the items together', () => {
    const text = "We build maps.\n\nWhat you'll do:\n- Ship features\n- Review code\n* Mentor\n1. Be on call";
    expect(summarize(text)).toBe("We build maps. What you'll do: Ship features. Review code. Mentor. Be on call");
  });

  it('keeps a dash inside a line', () => {
    expect(summarize('Full-time - remote friendly')).toBe('Full-time - remote friendly');
  });
});
