/** Reading user items (UserRecord, with the hash and session version the API never shows). */
import * as v from 'valibot';
import { ROLES } from '../../../../shared/constants.js';
import type { UserRecord } from '../accounts/users.js';
import { storedCvSchema } from './cv-file.js';
import { readRecord } from './read-record.js';

const userItemSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(ROLES),
  passwordHash: v.string(),
  sessionVersion: v.number(),
  createdAt: v.string(),
  passwordChangedAt: v.optional(v.string()),
  emailVerifiedAt: v.optional(v.string()),
  emailPendingSince: v.optional(v.string()),
  secondFactorSince: v.optional(v.string()),
  companyId: v.optional(v.number()),
  companyName: v.optional(v.string()),
  // Job seekers: the saved CV (saved-cv.ts), with the file's key in the CV bucket.
  cv: v.optional(storedCvSchema),
});

export const fromUserItem = (item: Record<string, unknown>): UserRecord => readRecord('user', userItemSchema, item);
