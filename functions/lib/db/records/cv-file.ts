/** A CV file's description as stored on a user (the saved CV) and on an application (the copy sent with it). */
import * as v from 'valibot';
import { CV_CONTENT_TYPES, type CvType } from '../../../../shared/schemas/cv.js';
import { readRecord } from './read-record.js';

export const cvFileEntries = {
  name: v.string(),
  size: v.number(),
  type: v.picklist(Object.keys(CV_CONTENT_TYPES) as [CvType, ...CvType[]]),
  uploadedAt: v.string(),
};

/** The saved CV as the user item holds it, with the file's key in the CV bucket (never shown to clients). */
export const storedCvSchema = v.object({ ...cvFileEntries, key: v.string() });

export type StoredCv = v.InferOutput<typeof storedCvSchema>;

/** The saved CV an update answered (its old value), read like the user item it belongs to. */
export const fromStoredCv = (cv: unknown): StoredCv =>
  readRecord('saved CV', v.object({ cv: storedCvSchema }), { cv }).cv;
