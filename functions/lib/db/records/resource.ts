/** Reading learning-resource items into the API's Resource. */
import * as v from 'valibot';
import type { Resource } from '../../../../shared/types.js';
import { readRecord } from './read-record.js';

const resourceItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  url: v.string(),
  category: v.string(),
  icon: v.string(),
  tags: v.optional(v.array(v.string()), () => []),
});

export const fromResourceItem = (item: Record<string, unknown>): Resource =>
  readRecord('resource', resourceItemSchema, item);
