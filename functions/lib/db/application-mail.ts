/**
 * The company's choice of application emails (each, daily summary, none), kept on the company item. A company
 * that chose the daily summary also gets a sparse gsi3 entry (partition APPLICATION_MAIL#DAILY), so the daily run
 * reads only those companies, never the whole directory.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  APPLICATION_MAIL_SETTINGS,
  type ApplicationMailSetting,
  DEFAULT_APPLICATION_MAIL_SETTING,
} from '../../../shared/constants.js';
import type { Application } from '../../../shared/types.js';
import { db, tableName } from './client.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

const DAILY_PARTITION = 'APPLICATION_MAIL#DAILY';

export interface MailRecipient {
  companyId: number;
  companyName: string;
  userId?: number;
  setting: ApplicationMailSetting;
}

function toRecipient(item: Record<string, unknown>): MailRecipient {
  const stored = item.applicationMail as ApplicationMailSetting | undefined;
  return {
    companyId: item.id as number,
    companyName: item.name as string,
    ...(item.userId === undefined ? {} : { userId: item.userId as number }),
    setting: stored && APPLICATION_MAIL_SETTINGS.includes(stored) ? stored : DEFAULT_APPLICATION_MAIL_SETTING,
  };
}

export async function getMailRecipient(companyId: number): Promise<MailRecipient | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }));
  return Item ? toRecipient(Item) : undefined;
}

export async function setApplicationMail(companyId: number, setting: ApplicationMailSetting): Promise<void> {
  const daily = setting === 'daily';
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: daily
        ? 'SET applicationMail = :setting, gsi3pk = :daily, gsi3sk = :id'
        : 'SET applicationMail = :setting REMOVE gsi3pk, gsi3sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':setting': setting,
        ...(daily ? { ':daily': DAILY_PARTITION, ':id': String(companyId).padStart(12, '0') } : {}),
      },
    }),
  );
}

/** The companies that chose the daily summary. */
export async function dailySummaryRecipients(): Promise<MailRecipient[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :daily',
    ExpressionAttributeValues: { ':daily': DAILY_PARTITION },
  });
  return items.map(toRecipient);
}

/** A company's applications submitted after `since` (ISO time), oldest first: one Query on gsi2. */
export async function applicationsSince(companyId: number, since: string): Promise<Application[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk > :since',
      ExpressionAttributeValues: { ':pk': keys.companyApplications(companyId).gsi2pk, ':since': since },
      ProjectionExpression: 'id, jobTitle, applicantName, submittedAt, #status',
      ExpressionAttributeNames: { '#status': 'status' },
      Limit: 500,
    }),
  );
  return Items as Application[];
}
