/**
 * What save-cv hands the CV reader (functions/workers/read-cv.ts) and the hand-off: an asynchronous invocation
 * (mail/invoke-async.ts), so the request never waits for a PDF to be read. The reading is marked started first, so
 * the profile shows "Reading your CV…"; a hand-off that fails marks it failed rather than leaving it spinning.
 *
 * CV_READER_FUNCTION names the reader.
 */
import type { CvType } from '../../../shared/schemas/cv.js';
import { finishCvReading, startCvReading } from '../db/seekers/matching-profile.js';
import { logger } from '../logger.js';
import { invokeAsync } from '../mail/invoke-async.js';

export interface ReadCvEvent {
  userId: number;
  /** The saved CV's object key: the reader keeps its findings only while this is still the seeker's CV. */
  key: string;
  type: CvType;
}

export async function handOffCvReading(event: ReadCvEvent, fileName: string): Promise<void> {
  await startCvReading(event.userId, event.key, fileName);
  try {
    await invokeAsync('CV_READER_FUNCTION', event);
  } catch (error) {
    logger.error('CV reading not queued', { error: error as Error });
    await finishCvReading(event.userId, event.key, { status: 'failed', skills: [] });
  }
}
