/** The company's view of an application's skills: found in the profile, the texts or the CV, and what it can't know. */
import { type ApplicantMaterial, compareApplicantSkills } from './applicant-skills.js';

const bakery = ['Sourdough', 'Viennoiserie', 'HACCP', 'Lamination'];
const material = (overrides: Partial<ApplicantMaterial> = {}): ApplicantMaterial => ({
  profileSkills: [],
  texts: [],
  hasCv: false,
  ...overrides,
});

describe('compareApplicantSkills', () => {
  it('finds the job’s skills in a pasted resume, as a CV’s skills are found', () => {
    const resume = 'Ten years of night baking.\nSKILLS: Sourdough, viennoiserie, HACCP.';
    expect(compareApplicantSkills(bakery, material({ texts: [resume, ''] }))).toEqual({
      found: ['Sourdough', 'Viennoiserie', 'HACCP'],
      notFound: ['Lamination'],
      cvUnread: false,
      nothingToCompare: false,
    });
  });

  it('reads the cover letter too, and counts the profile’s skills by their key', () => {
    const compared = compareApplicantSkills(
      ['Node.js', 'TypeScript', 'Go', 'Docker'],
      material({ profileSkills: ['typescript'], texts: ['', 'I run node js services and some Go.'] }),
    );
    expect(compared.found).toEqual(['Node.js', 'TypeScript', 'Go']);
    expect(compared.notFound).toEqual(['Docker']);
  });

  it('finds a short skill only as written, so “ready to go” is not Go', () => {
    const compared = compareApplicantSkills(['Go'], material({ texts: ['Ready to go from day one.'] }));
    expect(compared.found).toEqual([]);
  });

  it('counts what the CV’s reading found', () => {
    const cvSkills = { checked: bakery, found: ['Sourdough', 'HACCP'] };
    expect(compareApplicantSkills(bakery, material({ hasCv: true, cvSkills }))).toEqual({
      found: ['Sourdough', 'HACCP'],
      notFound: ['Viennoiserie', 'Lamination'],
      cvUnread: false,
      nothingToCompare: false,
    });
  });

  it('says when the CV was not read for a skill not found: not read at all, or the skill added since', () => {
    const unread = compareApplicantSkills(bakery, material({ hasCv: true, texts: ['', 'Sourdough is my life.'] }));
    expect(unread).toMatchObject({ found: ['Sourdough'], cvUnread: true, nothingToCompare: false });
    const cvSkills = { checked: ['Sourdough', 'HACCP'], found: ['HACCP'] };
    expect(compareApplicantSkills(['HACCP', 'Lamination'], material({ hasCv: true, cvSkills }))).toMatchObject({
      notFound: ['Lamination'],
      cvUnread: true,
    });
    // Every skill not found was looked for in the CV: nothing unread.
    expect(compareApplicantSkills(['HACCP'], material({ hasCv: true, cvSkills })).cvUnread).toBe(false);
  });

  it('says when there is nothing to look in', () => {
    expect(compareApplicantSkills(bakery, material({ hasCv: true, texts: ['', '  '] }))).toEqual({
      found: [],
      notFound: bakery,
      cvUnread: true,
      nothingToCompare: true,
    });
    expect(compareApplicantSkills(bakery, material({ profileSkills: ['Baking'] })).nothingToCompare).toBe(false);
    const cvSkills = { checked: bakery, found: [] };
    expect(compareApplicantSkills(bakery, material({ hasCv: true, cvSkills })).nothingToCompare).toBe(false);
  });
});
