/**
 * Writes the reference data (categories with their icons, learning resources) into the table, idempotently: a
 * category is known by its name and a resource by its url; a missing one is created (through the same repository
 * as the API), one that differs is updated in place (keeping its id, so jobs keep their categories), one that
 * matches is left alone. Items of the table that the lists do not name are kept. A second run changes nothing.
 * Used by `npm run bootstrap` on a deployed stage and by the local demo seed, so both read one source.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createCategory, listCategories } from '../../../functions/lib/db/catalog/categories.js';
import { createResource, listResources } from '../../../functions/lib/db/catalog/resources.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import type { Resource } from '../../../shared/types.js';
import { referenceCategories } from './categories.js';
import { referenceResources } from './resources.js';

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ReferenceDataResult {
  categories: WriteCounts;
  resources: WriteCounts;
}

const noWrites = (): WriteCounts => ({ created: 0, updated: 0, unchanged: 0 });

/** Items the run created or updated. */
export const changedItems = (result: ReferenceDataResult) =>
  result.categories.created + result.categories.updated + result.resources.created + result.resources.updated;

async function writeCategories(): Promise<WriteCounts> {
  const counts = noWrites();
  const existing = new Map((await listCategories()).map((category) => [category.name.toLowerCase(), category]));
  // One at a time, in order: new ids follow the list.
  for (const wanted of referenceCategories) {
    const found = existing.get(wanted.name.toLowerCase());
    if (!found) {
      await createCategory(wanted);
      counts.created += 1;
    } else if (found.icon !== wanted.icon) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.category(found.id),
          UpdateExpression: 'SET icon = :icon',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':icon': wanted.icon },
        }),
      );
      counts.updated += 1;
    } else {
      counts.unchanged += 1;
    }
  }
  return counts;
}

const sameResource = (a: Omit<Resource, 'id'>, b: Omit<Resource, 'id'>) =>
  a.name === b.name &&
  a.description === b.description &&
  a.category === b.category &&
  a.icon === b.icon &&
  JSON.stringify(a.tags ?? []) === JSON.stringify(b.tags ?? []);

async function writeResources(): Promise<WriteCounts> {
  const counts = noWrites();
  const existing = new Map((await listResources()).map((resource) => [resource.url, resource]));
  for (const wanted of referenceResources) {
    const found = existing.get(wanted.url);
    if (!found) {
      await createResource(wanted);
      counts.created += 1;
    } else if (!sameResource(found, wanted)) {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.resource(found.id), type: 'resource', ...wanted, id: found.id },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      counts.updated += 1;
    } else {
      counts.unchanged += 1;
    }
  }
  return counts;
}

export async function writeReferenceData(): Promise<ReferenceDataResult> {
  return { categories: await writeCategories(), resources: await writeResources() };
}
