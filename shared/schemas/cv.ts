/**
 * A seeker's saved CV: what may be uploaded (PDF or Word .docx, at most 5 MB) and the payloads of starting and
 * saving an upload. The browser checks name and size before uploading; the server checks the file's content.
 */
import * as v from 'valibot';
import { accountMessages } from '../texts.js';
import { fileUploadSchema } from './file-upload.js';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = keyof typeof CV_CONTENT_TYPES;

export const cvMessages = {
  fileName: 'Choose a PDF or Word (.docx) file',
  wrongType: 'Your CV must be a PDF or Word (.docx) file',
  tooBig: 'Your CV must be at most 5 MB',
  empty: 'The file is empty',
  uploadMissing: 'The upload was not found. Please upload your CV again.',
  noSavedCv: 'Upload a CV in your profile first',
  cvNotFound: 'This application has no CV',
  cvDeleted: 'Your CV was deleted',
} as const;

/** The type a file name claims (the content decides on confirm), or undefined for anything else. */
export function cvTypeOfName(name: string): CvType | undefined {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'pdf' || extension === 'docx' ? extension : undefined;
}

export const cvUploadSchema = fileUploadSchema({
  maxBytes: CV_MAX_BYTES,
  typeOfName: cvTypeOfName,
  messages: cvMessages,
});
export type CvUploadInput = v.InferOutput<typeof cvUploadSchema>;

export const saveCvSchema = v.object(
  {
    uploadId: v.pipe(v.string(cvMessages.uploadMissing), v.uuid(cvMessages.uploadMissing)),
    fileName: cvUploadSchema.entries.fileName,
  },
  accountMessages.bodyNotObject,
);
export type SaveCvInput = v.InferOutput<typeof saveCvSchema>;
