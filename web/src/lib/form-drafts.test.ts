import { forgetAllDrafts, keepDraft, readDraft } from './form-drafts.js';

const blank = { resume: '', coverLetter: '' };

describe('form drafts', () => {
  it('keeps a form’s text under its key and gives it back in the shape asked for', () => {
    keepDraft('apply:7:101', { resume: 'Ten years of React.', coverLetter: '' });
    expect(readDraft('apply:7:101', blank)).toEqual({ resume: 'Ten years of React.', coverLetter: '' });
    expect(readDraft('apply:8:101', blank)).toBeUndefined();
  });

  it('keeps nothing for a form emptied or only spaces', () => {
    keepDraft('apply:7:101', { resume: 'text', coverLetter: '' });
    keepDraft('apply:7:101', { resume: '  ', coverLetter: '\n' });
    expect(readDraft('apply:7:101', blank)).toBeUndefined();
  });

  it('reads a stored value of another shape, or not JSON, as no draft', () => {
    sessionStorage.setItem('jobboard-draft:apply:7:101', '{"resume": 5}');
    expect(readDraft('apply:7:101', blank)).toBeUndefined();
    sessionStorage.setItem('jobboard-draft:apply:7:101', '{not json');
    expect(readDraft('apply:7:101', blank)).toBeUndefined();
  });

  it('forgets every draft, and only drafts, on sign-out', () => {
    keepDraft('apply:7:101', { resume: 'a', coverLetter: 'b' });
    keepDraft('apply:7:102', { resume: 'c', coverLetter: 'd' });
    sessionStorage.setItem('job-viewed:101', '1');
    forgetAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['job-viewed:101']);
  });
});
