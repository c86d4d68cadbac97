/**
 * Job alerts (docs/data-model.md, "Job alerts"): a saved search with a frequency, owned by an account or by a
 * visitor's email address (keys.alertOwner). Each alert is one item in its owner's partition; the `IDS` item beside
 * them holds the set of the owner's confirmed alert ids, written in the same transaction, so its size enforces the
 * limit even against racing requests. A visitor's alert is stored unconfirmed, outside that set and the due list,
 * with a TTL: unconfirmed, it sends nothing and is removed after the confirmation window.
 *
 * `since` is where the next email's search starts: the posting sort key (time#id) of the newest job already
 * considered, so "new jobs since the last email" is a range read of the posting lists.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ALERT_CONFIRM_HOURS, ALERTS_MAX, type AlertFrequency } from '../../../../shared/constants.js';
import type { AlertFilters, JobAlert } from '../../../../shared/schemas/alerts.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { nextId } from '../kit/counters.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { fromAlertItem } from '../records/alert.js';

export interface AlertRecord {
  pk: string;
  sk: string;
  type: 'alert';
  id: number;
  owner: string;
  /** The account that owns it (its email is read at send time), or the visitor's address. */
  userId?: number;
  email?: string;
  name: string;
  frequency: AlertFrequency;
  active: boolean;
  confirmed: boolean;
  filters: AlertFilters;
  createdAt: string;
  since: string;
  lastSentAt?: string;
  /** Unconfirmed only: epoch seconds after which the table's TTL removes it. */
  expiresAt?: number;
}

export function toJobAlert(record: AlertRecord): JobAlert {
  return {
    id: record.id,
    name: record.name,
    frequency: record.frequency,
    active: record.active,
    filters: record.filters,
    createdAt: record.createdAt,
    ...(record.lastSentAt ? { lastSentAt: record.lastSentAt } : {}),
  };
}

/** The due-list keys of an alert that should be mailed, none for a paused or unconfirmed one. */
const dueKeys = (alert: Pick<AlertRecord, 'id' | 'frequency' | 'active' | 'confirmed'>) =>
  alert.active && alert.confirmed ? keys.alertDue(alert.frequency, alert.id) : {};

const addToIds = (owner: string, id: number) => ({
  Update: {
    TableName: tableName(),
    Key: keys.alertIds(owner),
    UpdateExpression: 'ADD alertIds :id',
    ConditionExpression: 'attribute_not_exists(alertIds) OR size(alertIds) < :max',
    ExpressionAttributeValues: { ':id': new Set([id]), ':max': ALERTS_MAX },
  },
});

export interface NewAlert {
  owner: string;
  userId?: number;
  email?: string;
  name: string;
  frequency: AlertFrequency;
  filters: AlertFilters;
  /** An account's alert is confirmed at once; a visitor's waits for the link. */
  confirmed: boolean;
}

/** A new alert as stored (createAlert adds its due-list keys): active, sending from its creation on. */
export function newAlertRecord(id: number, alert: NewAlert, now: Date): AlertRecord {
  const createdAt = now.toISOString();
  return {
    ...keys.alert(alert.owner, id),
    type: 'alert',
    id,
    ...alert,
    active: true,
    createdAt,
    since: createdAt,
    ...(alert.confirmed ? {} : { expiresAt: Math.floor(now.getTime() / 1000) + ALERT_CONFIRM_HOURS * 3600 }),
  };
}

/** The stored alert, or 'full' when its owner already has ALERTS_MAX confirmed alerts. */
export async function createAlert(alert: NewAlert, now = new Date()): Promise<AlertRecord | 'full'> {
  const record = newAlertRecord(await nextId('alert'), alert, now);
  const put = {
    Put: {
      TableName: tableName(),
      Item: { ...record, ...dueKeys(record) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const [, full] = await transact(alert.confirmed ? [put, addToIds(alert.owner, record.id)] : [put]);
  return full === 'ConditionalCheckFailed' ? 'full' : record;
}

async function getAlert(owner: string, id: number): Promise<AlertRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.alert(owner, id) }));
  return Item ? fromAlertItem(Item) : undefined;
}

/** An owner's alerts, oldest first (ids grow with time). Unconfirmed ones are left out: they do nothing yet. */
export async function listAlerts(owner: string): Promise<AlertRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :alert)',
    ExpressionAttributeValues: { ':pk': keys.alerts(owner).pk, ':alert': 'ALERT#' },
  });
  return items.map(fromAlertItem).filter((alert) => alert.confirmed);
}

/**
 * Confirms a visitor's alert: it joins the owner's count and the due list, and its TTL goes. 'missing' when it
 * expired or was removed, 'full' past the limit; confirming twice is harmless.
 */
export async function confirmAlert(owner: string, id: number): Promise<'confirmed' | 'missing' | 'full'> {
  const alert = await getAlert(owner, id);
  if (!alert) return 'missing';
  if (alert.confirmed) return 'confirmed';
  const due = keys.alertDue(alert.frequency, id);
  const [missing, full] = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.alert(owner, id),
        UpdateExpression: 'SET confirmed = :true, since = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE expiresAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':true': true,
          ':now': new Date().toISOString(),
          ':gsi2pk': due.gsi2pk,
          ':gsi2sk': due.gsi2sk,
        },
      },
    },
    addToIds(owner, id),
  ]);
  if (missing === 'ConditionalCheckFailed') return 'missing';
  return full === 'ConditionalCheckFailed' ? 'full' : 'confirmed';
}

export interface AlertChange {
  name?: string;
  frequency?: AlertFrequency;
  active?: boolean;
}

/**
 * Renames, changes the frequency or pauses/resumes a confirmed alert; undefined when there is none. Resuming starts
 * from now: the jobs posted while it was paused are not sent.
 */
export async function updateAlert(owner: string, id: number, change: AlertChange): Promise<AlertRecord | undefined> {
  const alert = await getAlert(owner, id);
  if (!alert?.confirmed) return undefined;
  const next: AlertRecord = { ...alert, ...change };
  const resumed = !alert.active && next.active;
  const due = dueKeys(next);
  const set: Record<string, unknown> = {
    name: next.name,
    frequency: next.frequency,
    active: next.active,
    ...(resumed ? { since: new Date().toISOString() } : {}),
    ...due,
  };
  const names = Object.keys(set);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.alert(owner, id),
        UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}${
          'gsi2pk' in due ? '' : ' REMOVE gsi2pk, gsi2sk'
        }`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromAlertItem(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes an alert and its place in the count; false when there was none. */
export async function deleteAlert(owner: string, id: number): Promise<boolean> {
  const [missing] = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.alert(owner, id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.alertIds(owner),
        UpdateExpression: 'DELETE alertIds :id',
        ExpressionAttributeValues: { ':id': new Set([id]) },
      },
    },
  ]);
  return missing !== 'ConditionalCheckFailed';
}

/** Every key of an owner's alerts and their count item, for account deletion. */
export async function alertKeys(owner: string): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.alerts(owner).pk },
    ProjectionExpression: 'pk, sk',
  });
  return items as { pk: string; sk: string }[];
}

/** The active, confirmed alerts of a frequency, a page at a time (the digest goes through them in order). */
export async function* dueAlerts(frequency: AlertFrequency): AsyncGenerator<AlertRecord[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :due',
        ExpressionAttributeValues: { ':due': keys.alertsDue(frequency).gsi2pk },
        ExclusiveStartKey,
      }),
    );
    yield (page.Items ?? []).map(fromAlertItem);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** After an email (or a run that found nothing new): the next search starts after `since`. */
export async function markAlertSent(alert: AlertRecord, since: string, sentAt?: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.alert(alert.owner, alert.id),
        UpdateExpression: sentAt ? 'SET since = :since, lastSentAt = :sent' : 'SET since = :since',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':since': since, ...(sentAt ? { ':sent': sentAt } : {}) },
      }),
    );
  } catch (error) {
    // Deleted while its email went out: nothing to move on.
    if (!isConditionFailure(error)) throw error;
  }
}
