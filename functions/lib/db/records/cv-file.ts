/** A CV file's description as stored on a user (the saved CV) and on an application (the copy sent with it). */
import * as v from 'valibot';
import { CV_CONTENT_TYPES, type CvType } from '../../../../shared/schemas/cv.js';

export const cvFileEntries = {
  name: v.string(),
  size: v.number(),
  type: v.picklist(Object.keys(CV_CONTENT_TYPES) as [CvType, ...CvType[]]),
  uploadedAt: v.string(),
};
