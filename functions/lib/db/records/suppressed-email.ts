/** Reading the suppression list's items: why an address gets no more mail. */
import * as v from 'valibot';
import { readRecord } from './read-record.js';

export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;

export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The reason alone (the one attribute the mail sender reads). */
const suppressionReasonSchema = v.object({ reason: v.picklist(SUPPRESSION_REASONS) });

export const suppressionReasonOf = (item: Record<string, unknown>): SuppressionReason =>
  readRecord('suppressed email', suppressionReasonSchema, item).reason;
