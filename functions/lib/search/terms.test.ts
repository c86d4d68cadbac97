import { jobTerms, locationPhrase, locationWords, MAX_TERMS_PER_JOB } from './terms.js';
import { foldText, plainWords, stemsOf } from './words.js';

const job = {
  title: 'Senior Software Engineer',
  description: 'You will build APIs. APIs everywhere! Our platform team ships daily.',
  requirements: 'Experience with C++ or C# and Node.js; 5+ years.',
  location: 'Zürich, Switzerland',
  jobType: 'remote' as const,
  companyId: 7,
  companyName: 'Acme Corporation',
  experience: 'Senior Level',
  categories: [{ id: 3, name: 'Data & Analytics' }],
  skills: ['Kubernetes'],
};

describe('words', () => {
  it('folds case and accents', () => {
    expect(foldText('Montréal São Zürich ÉCOLE')).toBe('montreal sao zurich ecole');
  });

  it('keeps c++ and c#, drops stop words, bare numbers and single letters', () => {
    expect(plainWords('The C++ and C# roles, 5 years at a 401k plan')).toEqual([
      'c++',
      'c#',
      'roles',
      'years',
      '401k',
      'plan',
    ]);
  });

  it('folds plurals and suffixes to one stem', () => {
    expect(new Set(stemsOf('engineer engineers engineering Engineered'))).toEqual(new Set(['engin']));
    expect(stemsOf('designers')).toEqual(stemsOf('design'));
  });
});

describe('jobTerms', () => {
  it('starts with the structural terms, then title, company, location, categories and skills words', () => {
    const terms = jobTerms(job);
    expect(terms.slice(0, 8)).toEqual([
      'all',
      'type:remote',
      'co:7',
      'exp:senior-level',
      'cat:3',
      'loc:zurich',
      'loc:switzerland',
      'w:senior',
    ]);
    for (const word of [
      'w:softwar',
      'w:engin',
      'w:acm',
      'w:zurich',
      'w:analyt',
      'w:kubernet',
      'w:remot',
      'w:api',
      'w:c++',
    ]) {
      expect(terms).toContain(word);
    }
  });

  it('caps the terms, keeping the frequent words of long texts first', () => {
    const description = `${'kubernetes '.repeat(5)}${Array.from({ length: 300 }, (_, i) => `word${i}x`).join(' ')}`;
    const terms = jobTerms({ ...job, description, requirements: 'rare-once appears just one time here' });
    expect(terms).toHaveLength(MAX_TERMS_PER_JOB);
    expect(terms).toContain('w:kubernet');
    expect(terms).not.toContain('w:word299x');
  });

  it('gives the location words and phrase the filter compares with', () => {
    expect(locationWords('New York, NY')).toEqual(['new', 'york', 'ny']);
    expect(locationPhrase('Montréal,  QC')).toBe('montreal qc');
  });
});

describe('location words', () => {
  it('keeps the state and country codes that look like stop words', () => {
    expect(locationWords('Portland, OR')).toEqual(['portland', 'or']);
    expect(locationWords('Remote (US)')).toEqual(['remote', 'us']);
  });
});
