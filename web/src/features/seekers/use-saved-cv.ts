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

function uploadFailure(error: unknown): string {
  if (error instanceof BucketRefusal) return error.tooLarge ? cvMessages.tooBig : cvLabels.saveFailedText;
  return failureText(error, cvLabels.saveFailedText);
}

export function useSavedCv() {
  const { user, setUser } = useSession();
  const [work, setWork] = useState<FileWork>({ phase: 'idle' });
  const [failure, setFailure] = useState('');
  const { mutate } = useSWRConfig();
  // A new or deleted CV changes what was read from it (the matching profile shows that reading).
  const forgetReading = () => mutate(apiUrl('get-matching-profile'));

  /** Uploads and saves the file; true when it is the saved CV now (else `failure` says why). */
  const upload = async (file: File): Promise<boolean> => {
    const problem = uploadProblem(cvUploadSchema, file);
    setFailure(problem ?? '');
    if (problem || !user) return false;
    setWork({ phase: 'uploading', percent: 0 });
    try {
      const ticket = await callApi('start-cv-upload', { body: { fileName: file.name, size: file.size } });
      if (!ticket) throw new Error('No upload ticket');
      await postToBucket(ticket, file, (percent) => setWork({ phase: 'uploading', percent }));
      setWork({ phase: 'checking' });
      const cv = await callApi('save-cv', { body: { uploadId: ticket.uploadId, fileName: file.name } });
      if (cv) await setUser({ ...user, cv });
      await forgetReading();
      return true;
    } catch (error) {
      setFailure(uploadFailure(error));
      return false;
    } finally {
      setWork({ phase: 'idle' });
    }
  };

  const remove = async (): Promise<boolean> => {
    if (!user) return false;
    setFailure('');
    setWork({ phase: 'removing' });
    try {
      await callApi('delete-cv');
      const { cv: _gone, ...rest } = user;
      await setUser(rest);
      await forgetReading();
      return true;
    } catch (error) {
      setFailure(failureText(error, cvLabels.deleteFailed));
      return false;
    } finally {
      setWork({ phase: 'idle' });
    }
  };

  return { cv: user?.cv, work, failure, upload, remove };
}
