/**
 * The CV reader: a Lambda that is not a route, invoked asynchronously by save-cv with the saved CV's key. It reads
 * the file's text within limits (lib/cv-reading/cv-text.ts), finds the skills of the board's skills vocabulary in
 * it, and writes them to the seeker's matching item as a proposal (`read`), or `failed` when the file had no text
 * it could read. One conditional write at the end: nothing half written, and a CV replaced meanwhile wins.
 */
import { readCvText } from '../lib/cv-reading/cv-text.js';
import type { ReadCvEvent } from '../lib/cv-reading/hand-off.js';
import { finishCvReading } from '../lib/db/seekers/matching-profile.js';
import { cvBucket } from '../lib/files/s3.js';
import { getObject } from '../lib/files/s3-objects.js';
import { logger } from '../lib/logger.js';
import { findSkills, readSkillsVocabulary } from '../lib/search/skills-vocabulary.js';

const isEvent = (event: unknown): event is ReadCvEvent => {
  const e = event as ReadCvEvent;
  return typeof e?.userId === 'number' && typeof e.key === 'string' && (e.type === 'pdf' || e.type === 'docx');
};

export async function handler(event: unknown): Promise<{ status: 'read' | 'failed' | 'skipped'; skills: number }> {
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
