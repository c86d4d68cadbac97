/**
 * The company's side-by-side view of one application (GET /api/applications/{id}). Each of the job's skills is
 * found when the applicant's matching profile lists it (compared by skill key: case, ".js" and synonyms aside) or
 * when its words are in the application's resume or cover letter or in the text of the CV sent with it, found the
 * way the skills of a saved CV are found for the profile (`findSkills`). The CV is read once, when the application
 * is sent (workers/read-cv.ts), for the job's skills of that moment; its text is not kept.
 *
 * A skill not found is only that: the answer says when the CV was not read for it, and when there was nothing of
 * the applicant's to look in, so the screen never presents "not found" as "lacking".
 */
import type { SkillComparison } from '../../../shared/matching-types.js';
import type { CvSkills } from '../db/records/application.js';
import { findSkills, skillKey, type VocabularySkill } from '../search/skills-vocabulary.js';

/** What the applicant gave: their profile's skills, the application's texts and the CV sent with it, if any. */
export interface ApplicantMaterial {
  profileSkills: string[];
  /** The resume and the cover letter (either may be empty). */
  texts: string[];
  /** The application came with a CV file. */
  hasCv: boolean;
  /** What its reading found; absent while it is not read (or could not be, or the application is older). */
  cvSkills?: CvSkills;
}

/** A list of skills as the vocabulary `findSkills` reads a text against. */
export const asVocabulary = (skills: string[]): VocabularySkill[] =>
  skills.map((name) => ({ key: skillKey(name), name }));

export function compareApplicantSkills(jobSkills: string[], material: ApplicantMaterial): SkillComparison {
  const { profileSkills, hasCv, cvSkills } = material;
  const texts = material.texts.filter((text) => text.trim() !== '');
  const vocabulary = asVocabulary(jobSkills);
  const found = new Set(profileSkills.map(skillKey));
  for (const text of texts) for (const skill of findSkills(text, vocabulary)) found.add(skillKey(skill));
  for (const skill of cvSkills?.found ?? []) found.add(skillKey(skill));
  const checkedInCv = new Set((cvSkills?.checked ?? []).map(skillKey));
  const notFound = jobSkills.filter((skill) => !found.has(skillKey(skill)));
  return {
    found: jobSkills.filter((skill) => found.has(skillKey(skill))),
    notFound,
    cvUnread: hasCv && notFound.some((skill) => !checkedInCv.has(skillKey(skill))),
    nothingToCompare: profileSkills.length === 0 && texts.length === 0 && !(hasCv && cvSkills),
  };
}
