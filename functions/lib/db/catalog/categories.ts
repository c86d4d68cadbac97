/**
 * Categories: a small fixed list under one partition, read in one Query. `jobCount` (active jobs) is
 * kept by the job transactions (jobs-write.ts). Jobs refer to categories by id; the API and the job form use
 * names, resolved here.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryIconKey } from '../../../../shared/constants.js';
import type { Category } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { nextId } from '../kit/counters.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { fromCategoryItem } from '../records/category.js';

export async function listCategories(): Promise<Category[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.categories().pk, ':prefix': 'CATEGORY#' },
  });
  return items.map(fromCategoryItem);
}

/** Creates a category; the name guard makes a second category of the same name fail. */
export async function createCategory(input: { name: string; icon: CategoryIconKey }): Promise<Category> {
  const category: Category = { id: await nextId('category'), name: input.name, icon: input.icon, jobCount: 0 };
  const TableName = tableName();
  const guard = { ConditionExpression: 'attribute_not_exists(pk)' };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { ...keys.categoryName(input.name), categoryId: category.id }, ...guard } },
        { Put: { TableName, Item: { ...keys.category(category.id), type: 'category', ...category }, ...guard } },
      ],
    }),
  );
  return category;
}

/** name (any case) → category. Categories never change name, so ids are remembered per container. */
let byName = new Map<string, Category>();

export async function findCategoriesByName(names: string[]): Promise<Map<string, Category | undefined>> {
  if (names.some((name) => !byName.has(name.toLowerCase()))) {
    byName = new Map((await listCategories()).map((category) => [category.name.toLowerCase(), category]));
  }
  return new Map(names.map((name) => [name, byName.get(name.toLowerCase())]));
}
