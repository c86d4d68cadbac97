/**
 * A seeker's saved CV: an attribute of their user item (name, size, type, date and where the file is), so the
 * session read that every request makes already carries it. Replacing or removing it answers what was there, so
 * the caller deletes that file.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CvFile } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { fromStoredCv, type StoredCv } from '../records/cv-file.js';

/** The CV's description with the object key in the CV bucket (files/cv-keys.ts): never shown to clients. */
export type { StoredCv };

export const publicCv = ({ key: _key, ...cv }: StoredCv): CvFile => cv;

/** Saves the CV and answers the one it replaced, if any. */
export async function setSavedCv(userId: number, cv: StoredCv): Promise<StoredCv | undefined> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET cv = :cv',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':cv': cv },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Attributes?.cv === undefined ? undefined : fromStoredCv(Attributes.cv);
}

/** Forgets the CV if it is still this file (a replacement meanwhile wins); true when it was removed. */
export async function removeSavedCv(userId: number, key: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE cv',
        ConditionExpression: 'cv.#key = :key',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':key': key },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
