/**
 * A seeker's matching item (keys.matchingProfile, beside their user item, so the session read every request makes
 * stays small): the profile they edit, the reading of their saved CV (what the CV reader found, proposed until the
 * seeker reviews it) and the jobs they marked "Not interested" with those jobs' skills and categories, which move
 * jobs like them down. Each write is one UpdateItem: nothing is ever half written.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MatchingProfile } from '../../../../shared/matching-types.js';
import type { MatchingProfileInput } from '../../../../shared/schemas/matching.js';
import { MATCHING_LIMITS, type MatchEmailChoice } from '../../../../shared/texts/matching-texts.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { byTime, keys } from '../kit/keys.js';
import { fromMatchingItem, type MatchingRecord } from '../records/matching-profile.js';

export type { MatchingRecord };
export type HiddenJob = MatchingRecord['hidden'][number];
export type StoredCvReading = NonNullable<MatchingRecord['cvReading']>;

/** The position of a moment: every job posted after it sorts after it. */
export const positionAt = (time: Date) => byTime(time.toISOString(), 0);

export const emptyProfile = (): MatchingProfile => ({
  skills: [],
  titles: [],
  places: [],
  arrangements: [],
  jobTypes: [],
});

export async function getMatching(userId: number): Promise<MatchingRecord> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.matchingProfile(userId) }));
  return fromMatchingItem(Item);
}

/**
 * Saves the profile the seeker sent (the whole of it), closes the CV proposal or forgets hidden jobs if asked, and
 * sets how new matches are emailed: a changed choice puts the item on that due list (or takes it off) and counts new
 * matches from now, so a seeker who opts in is never mailed the jobs of before.
 */
export async function saveMatchingProfile(
  userId: number,
  input: MatchingProfileInput,
  current: MatchEmailChoice,
  now = new Date(),
): Promise<void> {
  const { cvReviewed, clearHidden, minPay, emailMatches, ...lists } = input;
  const profile: MatchingProfile = { ...lists, ...(minPay ? { minPay } : {}) };
  const sets = ['profile = :profile', '#type = :type'];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':profile': profile, ':type': 'matching' };
  if (emailMatches !== undefined && emailMatches !== current) {
    sets.push('emailMatches = :emailMatches', 'matchesSince = :since');
    Object.assign(values, { ':emailMatches': emailMatches, ':since': positionAt(now) });
    if (emailMatches === 'off') removes.push('gsi2pk', 'gsi2sk');
    else {
      const due = keys.matchesDue(emailMatches, userId);
      sets.push('gsi2pk = :duePk', 'gsi2sk = :dueSk');
      Object.assign(values, { ':duePk': due.gsi2pk, ':dueSk': due.gsi2sk });
    }
  }
  if (clearHidden) {
    sets.push('#hidden = :none', '#version = if_not_exists(#version, :zero) + :one');
    Object.assign(values, { ':none': [], ':zero': 0, ':one': 1 });
  }
  const update = async (reviewed: boolean) =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchingProfile(userId),
        UpdateExpression:
          `SET ${[...sets, ...(reviewed ? ['cvReading.#status = :reviewed'] : [])].join(', ')}` +
          (removes.length ? ` REMOVE ${removes.join(', ')}` : ''),
        ExpressionAttributeNames: {
          '#type': 'type',
          ...(clearHidden ? { '#hidden': 'hidden', '#version': 'version' } : {}),
          ...(reviewed ? { '#status': 'status' } : {}),
        },
        ExpressionAttributeValues: { ...values, ...(reviewed ? { ':reviewed': 'reviewed', ':read': 'read' } : {}) },
        // The proposal is closed only while it is the one the seeker saw (a reading just started stays).
        ...(reviewed ? { ConditionExpression: 'cvReading.#status IN (:read, :reviewed)' } : {}),
      }),
    );
  if (!cvReviewed) return void (await update(false));
  try {
    await update(true);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await update(false);
  }
}

/** The CV reader starts on this file: what was read from an earlier file no longer applies. */
export async function startCvReading(userId: number, key: string, fileName: string): Promise<void> {
  const cvReading: StoredCvReading = { status: 'reading', key, fileName, skills: [] };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.matchingProfile(userId),
      UpdateExpression: 'SET cvReading = :reading, #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':reading': cvReading, ':type': 'matching' },
    }),
  );
}

/** What the reader found, kept only while this file is still the one being read (a newer upload wins); false if not. */
export async function finishCvReading(
  userId: number,
  key: string,
  outcome: { status: 'read' | 'failed'; skills: string[] },
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchingProfile(userId),
        UpdateExpression: 'SET cvReading.#status = :status, cvReading.skills = :skills',
        ConditionExpression: 'cvReading.#key = :key AND cvReading.#status = :reading',
        ExpressionAttributeNames: { '#status': 'status', '#key': 'key' },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':skills': outcome.skills,
          ':key': key,
          ':reading': 'reading',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The CV is gone: so is what was read from it. */
export async function forgetCvReading(userId: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchingProfile(userId),
        UpdateExpression: 'REMOVE cvReading',
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'NONE',
      }),
    )
    .catch((error: Error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Marks a job "Not interested" (the newest MATCHING_LIMITS.hidden are kept); answers how many are hidden. */
export async function hideJob(userId: number, job: HiddenJob): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const current = await getMatching(userId);
    const hidden = [...current.hidden.filter((one) => one.id !== job.id), job].slice(-MATCHING_LIMITS.hidden);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.matchingProfile(userId),
          UpdateExpression: 'SET #hidden = :hidden, #version = :next, #type = :type',
          ConditionExpression: 'attribute_not_exists(#version) OR #version = :version',
          ExpressionAttributeNames: { '#type': 'type', '#hidden': 'hidden', '#version': 'version' },
          ExpressionAttributeValues: {
            ':hidden': hidden,
            ':next': current.version + 1,
            ':version': current.version,
            ':type': 'matching',
          },
        }),
      );
      return hidden.length;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 3) throw error;
    }
  }
}

/** The seekers due new matches by email at this frequency, a page at a time (gsi2 holds the whole item). */
export async function* dueMatchProfiles(
  frequency: Exclude<MatchEmailChoice, 'off'>,
): AsyncGenerator<{ userId: number; record: MatchingRecord }[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :due',
        ExpressionAttributeValues: { ':due': `MATCHDUE#${frequency}` },
        ExclusiveStartKey,
      }),
    );
    yield (page.Items ?? []).map((item) => ({
      userId: Number(String(item.pk).slice(5)),
      record: fromMatchingItem(item),
    }));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** After a match email (or a run with nothing new): later runs count new matches after `since`. */
export async function markMatchesSent(userId: number, since: string): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchingProfile(userId),
        UpdateExpression: 'SET matchesSince = :since',
        ConditionExpression: 'attribute_exists(pk) AND emailMatches <> :off',
        ExpressionAttributeValues: { ':since': since, ':off': 'off' },
      }),
    )
    .catch((error: Error) => {
      // Turned off (or unsubscribed) while the email went out: nothing to move on.
      if (!isConditionFailure(error)) throw error;
    });
}

/** The one-click unsubscribe of a match email: off, and off every due list; false when it was off already. */
export async function stopMatchEmails(userId: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchingProfile(userId),
        UpdateExpression: 'SET emailMatches = :off REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND emailMatches <> :off',
        ExpressionAttributeValues: { ':off': 'off' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
