/**
 * The company's choice of application emails (each, daily summary, none), kept on the company item. A company
 * that chose the daily summary also has a marker item in the partition APPLICATION_MAIL#DAILY, written in the same
 * transaction, so the daily run reads only those companies, never the whole directory. (A marker item, not an
 * index entry: the company item's three index keys belong to the companies directory.)
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationMailSetting } from '../../../../shared/constants.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { type DigestLine, fromDigestLineItem } from '../records/application.js';
import { companyIdOfDailyMarker, fromCompanyItemToRecipient, type MailRecipient } from '../records/company.js';

const DAILY_PARTITION = 'APPLICATION_MAIL#DAILY';

export async function getMailRecipient(companyId: number): Promise<MailRecipient | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }));
  return Item ? fromCompanyItemToRecipient(Item) : undefined;
}

const dailyMarker = (companyId: number) => ({ pk: DAILY_PARTITION, sk: String(companyId).padStart(12, '0') });

/** Sets the company's choice; answers false when the company is gone (deleted meanwhile). */
export async function setApplicationMail(companyId: number, setting: ApplicationMailSetting): Promise<boolean> {
  const TableName = tableName();
  const marker = dailyMarker(companyId);
  const [companyGone] = await transact([
    {
      Update: {
        TableName,
        Key: keys.company(companyId),
        UpdateExpression: 'SET applicationMail = :setting',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':setting': setting },
      },
    },
    setting === 'daily'
      ? { Put: { TableName, Item: { ...marker, companyId } } }
      : { Delete: { TableName, Key: marker } },
  ]);
  return companyGone !== 'ConditionalCheckFailed';
}

/** The companies that chose the daily summary: one Query of the markers, then each company (a daily run). */
export async function dailySummaryRecipients(): Promise<MailRecipient[]> {
  const markers = await queryAll({
    KeyConditionExpression: 'pk = :daily',
    ExpressionAttributeValues: { ':daily': DAILY_PARTITION },
  });
  const recipients = await Promise.all(markers.map((marker) => getMailRecipient(companyIdOfDailyMarker(marker))));
  // A company deleted since it chose the summary has no item left: nothing to send.
  return recipients.filter((recipient): recipient is MailRecipient => recipient?.setting === 'daily');
}

/** A company's applications submitted after `since` (ISO time), oldest first: one Query on gsi2. */
export async function applicationsSince(companyId: number, since: string): Promise<DigestLine[]> {
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
  return Items.map(fromDigestLineItem);
}
