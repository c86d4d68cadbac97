/** Reading category items into the API's Category. */
import * as v from 'valibot';
import { CATEGORY_ICON_KEYS } from '../../../../shared/constants.js';
import type { Category } from '../../../../shared/types.js';
import { readRecord } from './read-record.js';

const categoryItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.picklist(CATEGORY_ICON_KEYS),
  jobCount: v.optional(v.number(), 0),
});

export const fromCategoryItem = (item: Record<string, unknown>): Category =>
  readRecord('category', categoryItemSchema, item);
