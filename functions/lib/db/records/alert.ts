/** Reading job alert items (AlertRecord): the filters through the schema they were saved with. */
import * as v from 'valibot';
import { ALERT_FREQUENCIES } from '../../../../shared/constants.js';
import { alertFiltersSchema } from '../../../../shared/schemas/alerts.js';
import type { AlertRecord } from '../alerts/alerts.js';
import { readRecord } from './read-record.js';

const alertItemSchema = v.object({
  pk: v.string(),
  sk: v.string(),
  type: v.literal('alert'),
  id: v.number(),
  owner: v.string(),
  userId: v.optional(v.number()),
  email: v.optional(v.string()),
  name: v.string(),
  frequency: v.picklist(ALERT_FREQUENCIES),
  active: v.boolean(),
  confirmed: v.boolean(),
  filters: alertFiltersSchema,
  createdAt: v.string(),
  since: v.string(),
  lastSentAt: v.optional(v.string()),
  expiresAt: v.optional(v.number()),
});

export const fromAlertItem = (item: Record<string, unknown>): AlertRecord => readRecord('alert', alertItemSchema, item);
