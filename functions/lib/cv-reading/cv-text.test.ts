/** Reading CV text within limits, from real files made in the test; skills found against a vocabulary. */
import { makeDocx, makePdf, makeZip, SAMPLE_CV_LINES } from '../../testing/cv-samples.js';
import { findSkills, skillKey } from '../search/skills-vocabulary.js';
import { CV_TEXT_LIMITS, readCvText } from './cv-text.js';
import { zipSizes } from './zip-sizes.js';

describe('readCvText', () => {
  it('reads the text of a PDF and of a Word document', async () => {
    for (const [bytes, type] of [
      [makePdf({ pages: [SAMPLE_CV_LINES.slice(0, 2), SAMPLE_CV_LINES.slice(2)] }), 'pdf'],
      [makeDocx(SAMPLE_CV_LINES), 'docx'],
    ] as const) {
      const read = await readCvText(bytes, type);
      expect(read.ok).toBe(true);
      if (read.ok) for (const line of SAMPLE_CV_LINES) expect(read.text).toContain(line);
    }
  });

  it.each([
    ['an image-only PDF', () => makePdf({ pages: [[]] }), 'pdf', 'no-text'],
    ['an encrypted PDF', () => makePdf({ pages: [SAMPLE_CV_LINES], encrypted: true }), 'pdf', 'encrypted'],
    [
      'a PDF over the page limit',
      () => makePdf({ pages: Array.from({ length: CV_TEXT_LIMITS.maxPages + 1 }, () => SAMPLE_CV_LINES) }),
      'pdf',
      'too-many-pages',
    ],
    ['a corrupt PDF', () => Buffer.from(`%PDF-1.7\n${'garbage '.repeat(50)}`), 'pdf', 'corrupt'],
    ['a zip bomb', () => makeDocx(SAMPLE_CV_LINES, CV_TEXT_LIMITS.maxInflated + 1), 'docx', 'zip-bomb'],
    ['a cut-off Word file', () => makeDocx(SAMPLE_CV_LINES).subarray(0, 200), 'docx', 'corrupt'],
    ['a zip that is not a Word file', () => makeZip({ 'a.txt': 'hello' }), 'docx', 'corrupt'],
    [
      'a CV in Cyrillic',
      () => makeDocx(['Опыт работы: разработка веб-приложений, пять лет, Москва']),
      'docx',
      'language',
    ],
  ] as const)('refuses %s', async (_what, bytes, type, reason) => {
    expect(await readCvText(bytes(), type)).toMatchObject({ ok: false, reason });
  });

  it('reads the zip directory without inflating anything', () => {
    expect(zipSizes(makeZip({ a: 'x'.repeat(1000), b: 'y' }))).toMatchObject({ entries: 2, uncompressed: 1001 });
    expect(zipSizes(Buffer.from('not a zip at all, not even close to one'))).toBeUndefined();
  });
});

describe('findSkills', () => {
  const vocabulary = ['React', 'TypeScript', 'Go', 'Machine Learning', 'C++', 'JavaScript', 'R', 'Node.js'].map(
    (name) => ({ key: skillKey(name), name }),
  );

  it('finds the vocabulary’s skills in the text, in the vocabulary’s spelling', () => {
    const text = 'Built react apps in typescript and JS; machine-learning with C++. Some Node.js.';
    expect(findSkills(text, vocabulary)).toEqual([
      'C++',
      'JavaScript',
      'Machine Learning',
      'Node.js',
      'React',
      'TypeScript',
    ]);
  });

  it('finds a one- or two-letter skill only as written', () => {
    expect(findSkills('Ready to go. I am a team player, r and d.', vocabulary)).toEqual([]);
    expect(findSkills('Backend in Go, statistics in R.', vocabulary)).toEqual(['Go', 'R']);
  });

  it('does not take half a skill', () => {
    expect(findSkills('Machine shop, continuous learning', vocabulary)).toEqual([]);
  });
});
