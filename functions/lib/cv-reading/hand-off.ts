/**
 * What the routes hand the CV reader (functions/workers/read-cv.ts) and the hand-offs: an asynchronous invocation
 * (mail/invoke-async.ts), so the request never waits for a PDF to be read.
 * - save-cv hands it the saved CV, to propose its skills on the profile. The reading is marked started first, so
 *   the profile shows "Reading your CV…"; a hand-off that fails marks it failed rather than leaving it spinning.
 * - apply-to-job hands it the copy sent with an application and the job's skills, to look for them in it for the
 *   company's view of the application's skills. A hand-off that fails leaves the CV unread, which that view says.
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

export interface ReadApplicationCvEvent {
  /** The application whose CV copy (cvKeys.application) is read. */
  applicationId: number;
  type: CvType;
  /** The job's skills to look for. */
  skills: string[];
}

export type CvReaderEvent = ReadCvEvent | ReadApplicationCvEvent;

/** The one invocation of the reader; false (logged) when it could not be handed over. */
export async function invokeCvReader(event: CvReaderEvent): Promise<boolean> {
  try {
    await invokeAsync('CV_READER_FUNCTION', event);
    return true;
  } catch (error) {
    logger.error('CV reading not queued', { error: error as Error });
    return false;
  }
}

export async function handOffCvReading(event: ReadCvEvent, fileName: string): Promise<void> {
  await startCvReading(event.userId, event.key, fileName);
  if (!(await invokeCvReader(event))) await finishCvReading(event.userId, event.key, { status: 'failed', skills: [] });
}

export async function handOffApplicationCvReading(event: ReadApplicationCvEvent): Promise<void> {
  await invokeCvReader(event);
}
