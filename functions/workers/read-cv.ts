/**
 * The CV reader: a Lambda that is not a route, invoked asynchronously with a CV to read (lib/cv-reading/hand-off.ts).
 * It reads the file's text within limits (lib/cv-reading/cv-text.ts) and finds skills in it (`findSkills`):
 * - a saved CV (from save-cv): the skills of the board's skills vocabulary, written to the seeker's matching item
 *   as a proposal (`read`), or `failed` when the file had no text it could read. One conditional write at the end:
 *   nothing half written, and a CV replaced meanwhile wins.
 * - the CV sent with an application (from apply-to-job): the job's skills it names, written to the application
 *   (`cvSkills`: the skills looked for and those found) for the company's view of them. A file without readable
 *   text writes nothing: the application's CV stays unread, which that view says. The text itself is not kept.
 */
import { readCvText } from '../lib/cv-reading/cv-text.js';
import type { ReadApplicationCvEvent, ReadCvEvent } from '../lib/cv-reading/hand-off.js';
import { saveApplicationCvSkills } from '../lib/db/applications/applications.js';
import { finishCvReading } from '../lib/db/seekers/matching-profile.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { cvBucket } from '../lib/files/s3.js';
import { getObject } from '../lib/files/s3-objects.js';
import { logger } from '../lib/logger.js';
import { asVocabulary } from '../lib/matching/applicant-skills.js';
import { findSkills, readSkillsVocabulary } from '../lib/search/skills-vocabulary.js';

type Outcome = { status: 'read' | 'failed' | 'skipped'; skills: number };

const isCvType = (type: unknown) => type === 'pdf' || type === 'docx';

const isEvent = (event: unknown): event is ReadCvEvent => {
  const e = event as ReadCvEvent;
  return typeof e?.userId === 'number' && typeof e.key === 'string' && isCvType(e.type);
};

const isApplicationEvent = (event: unknown): event is ReadApplicationCvEvent => {
  const e = event as ReadApplicationCvEvent;
  return (
    typeof e?.applicationId === 'number' &&
    isCvType(e.type) &&
    Array.isArray(e.skills) &&
    e.skills.every((skill) => typeof skill === 'string')
  );
};

export async function handler(event: unknown): Promise<Outcome> {
  if (isApplicationEvent(event)) return readApplicationCv(event);
  if (!isEvent(event)) {
    logger.error('CV reader: not a CV reading event');
    return { status: 'skipped', skills: 0 };
  }
  const file = await getObject(cvBucket(), event.key);
  if (!file) {
    // Deleted or replaced before it was read: the reading of the newer file (if any) is its own event.
    await finishCvReading(event.userId, event.key, { status: 'failed', skills: [] });
    return { status: 'failed', skills: 0 };
  }
  const text = await readCvText(file.body, event.type);
  if (!text.ok) {
    logger.info('CV text not read', { reason: text.reason, detail: text.detail });
    await finishCvReading(event.userId, event.key, { status: 'failed', skills: [] });
    return { status: 'failed', skills: 0 };
  }
  const { skills: vocabulary } = await readSkillsVocabulary();
  const skills = findSkills(text.text, vocabulary);
  await finishCvReading(event.userId, event.key, { status: 'read', skills });
  return { status: 'read', skills: skills.length };
}

/** The CV sent with an application, read for the job's skills. */
async function readApplicationCv(event: ReadApplicationCvEvent): Promise<Outcome> {
  const file = await getObject(cvBucket(), cvKeys.application(event.applicationId));
  // Gone: the application was refused or its personal data removed since.
  if (!file) return { status: 'skipped', skills: 0 };
  const text = await readCvText(file.body, event.type);
  if (!text.ok) {
    logger.info('Application CV text not read', { reason: text.reason, detail: text.detail });
    return { status: 'failed', skills: 0 };
  }
  const found = findSkills(text.text, asVocabulary(event.skills));
  await saveApplicationCvSkills(event.applicationId, { checked: event.skills, found });
  return { status: 'read', skills: found.length };
}
