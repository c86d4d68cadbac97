/**
 * The seeker's saved CV, kept on the session's user (GET /api/user answers it as `cv`): upload = check the file
 * here (name and size, so a wrong file costs no round trip), ask for a presigned POST, send the file to the
 * bucket with progress, then have the API check its content and keep it (save-cv); delete asks the API. Either
 * way the cached user is updated, so every screen that shows the CV follows at once.
 */

import { cvMessages, cvUploadSchema } from '@shared/schemas/cv.js';
import { uploadProblem } from '@shared/schemas/file-upload.js';
import { cvLabels } from '@shared/texts/cv-texts.js';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiUrl, callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useSession } from '@/api/use-session.js';
import type { FileWork } from '@/components/common/file-section.js';
import { BucketRefusal, postToBucket } from '@/lib/post-to-bucket.js';
import { useAction } from '@/lib/use-action.js';

function uploadFailure(error: unknown): string {
  if (error instanceof BucketRefusal) return error.tooLarge ? cvMessages.tooBig : cvLabels.saveFailedText;
  return failureText(error, cvLabels.saveFailedText);
}

export function useSavedCv() {
  const { user, setUser } = useSession();
  const sending = useAction();
  // How far the running upload or removal is; idle whenever nothing runs.
  const [step, setStep] = useState<FileWork>({ phase: 'idle' });
  const { mutate } = useSWRConfig();
  // A new or deleted CV changes what was read from it (the matching profile shows that reading).
  const forgetReading = () => mutate(apiUrl('get-matching-profile'));

  /** Uploads and saves the file; true when it is the saved CV now (else `failure` says why). */
  const upload = async (file: File): Promise<boolean> => {
    const problem = uploadProblem(cvUploadSchema, file);
    if (problem || !user) {
      sending.setFailure(problem ?? '');
      return false;
    }
    return sending.run(async () => {
      setStep({ phase: 'uploading', percent: 0 });
      const ticket = await callApi('start-cv-upload', { body: { fileName: file.name, size: file.size } });
      if (!ticket) throw new Error('No upload ticket');
      await postToBucket(ticket, file, (percent) => setStep({ phase: 'uploading', percent }));
      setStep({ phase: 'checking' });
      const cv = await callApi('save-cv', { body: { uploadId: ticket.uploadId, fileName: file.name } });
      if (cv) await setUser({ ...user, cv });
      await forgetReading();
    }, uploadFailure);
  };

  const remove = async (): Promise<boolean> => {
    if (!user) return false;
    return sending.run(async () => {
      setStep({ phase: 'removing' });
      await callApi('delete-cv');
      const { cv: _gone, ...rest } = user;
      await setUser(rest);
      await forgetReading();
    }, cvLabels.deleteFailed);
  };

  const work: FileWork = sending.busy ? step : { phase: 'idle' };
  return { cv: user?.cv, work, failure: sending.failure, upload, remove };
}
