/**
 * Creating an account: the user, its username and email guard items and, for a company, its company record are
 * written in ONE transaction, so two parallel registrations of one name can never both succeed and a company
 * account never exists without its company.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RegistrableRole } from '../../../../shared/constants.js';
import { getCompany } from '../companies/companies.js';
import { directoryFields, directoryUpdate } from '../companies/company-directory.js';
import { db, tableName } from '../kit/client.js';
import { nextId } from '../kit/counters.js';
import { keys } from '../kit/keys.js';
import { unconfirmedMark } from './email-verification.js';
import type { UserRecord } from './users.js';

export interface CompanyDetails {
  name: string;
  website?: string;
  location?: string;
  description?: string;
  logo?: string;
}

export interface NewAccount {
  username: string;
  email: string;
  name: string;
  role: RegistrableRole | 'admin';
  passwordHash: string;
  /** Companies only; defaults to the account's name. */
  company?: CompanyDetails;
  /** For seeded history; defaults to now. */
  createdAt?: string;
  /**
   * Registration: the address waits for its confirmation link (email-verification.ts). Accounts an operator makes
   * (the demo seed, an invited admin, the tests' principals) count as confirmed.
   */
  unconfirmed?: boolean;
}

/** Why an account was not created: its username or its email is someone else's (the route's 409). */
export type TakenRefusal = { ok: false; reason: 'username-taken' | 'email-taken' };

/**
 * Refuses a taken username or email with the very refusal the registration transaction would give, before the
 * caller spends a password hash on it. It reveals nothing that refusal does not; the transaction's conditions stay
 * the race-free guarantee (a name taken between this check and the write is still refused there).
 */
export async function checkAvailable(username: string, email: string): Promise<{ ok: true } | TakenRefusal> {
  const exists = async (key: { pk: string; sk: string }) =>
    (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item !== undefined;
  const [usernameTaken, emailTaken] = await Promise.all([
    exists(keys.usernameGuard(username)),
    exists(keys.emailGuard(email)),
  ]);
  if (usernameTaken) return { ok: false, reason: 'username-taken' };
  if (emailTaken) return { ok: false, reason: 'email-taken' };
  return { ok: true };
}

export async function createAccount(input: NewAccount): Promise<{ ok: true; user: UserRecord } | TakenRefusal> {
  const createdAt = input.createdAt ?? new Date().toISOString();
  const id = await nextId('user');
  const companyId = input.role === 'company' ? await nextId('company') : undefined;
  // The directory shows a description for every company: an empty one until the company writes it.
  const given = Object.fromEntries(Object.entries(input.company ?? {}).filter(([, value]) => value !== undefined));
  const company = companyId === undefined ? undefined : { name: input.name, description: '', ...given };
  const user: UserRecord = {
    id,
    username: input.username,
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: input.passwordHash,
    sessionVersion: 1,
    createdAt,
    ...(input.unconfirmed ? { emailPendingSince: createdAt } : { emailVerifiedAt: createdAt }),
    ...(company && companyId !== undefined ? { companyId, companyName: company.name } : {}),
  };
  const TableName = tableName();
  const guard = { ConditionExpression: 'attribute_not_exists(pk)' };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...keys.usernameGuard(input.username), userId: id }, ...guard } },
          { Put: { TableName, Item: { ...keys.emailGuard(input.email), userId: id }, ...guard } },
          { Put: { TableName, Item: { ...keys.user(id), type: 'user', ...user }, ...guard } },
          ...(input.unconfirmed ? [{ Put: { TableName, Item: unconfirmedMark(input.email, id) } }] : []),
          ...(company && companyId !== undefined
            ? [
                {
                  Put: {
                    TableName,
                    Item: {
                      ...keys.company(companyId),
                      type: 'company',
                      id: companyId,
                      userId: id,
                      ...company,
                      ...directoryFields(companyId, company.name, 0),
                      createdAt,
                    },
                    ...guard,
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const [usernameTaken, emailTaken] = (error.CancellationReasons ?? []).map(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      );
      if (usernameTaken) return { ok: false, reason: 'username-taken' };
      if (emailTaken) return { ok: false, reason: 'email-taken' };
    }
    throw error;
  }
  return { ok: true, user };
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  /** The company's name; company accounts only, ignored for others. */
  company?: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The profile as written, or why not: the new email is taken, or the account changed while this was written. */
export type ProfileUpdate = { ok: true; user: UserRecord } | { ok: false; reason: 'email-taken' | 'changed-meanwhile' };

/**
 * Updates name, email and (companies) the company name in ONE transaction: a new email takes its guard item and
 * gives the old one back, a new company name moves the company in the directory. The user item is only written
 * while its email is still the one this change started from, so two parallel changes cannot strand a guard. A new
 * email waits for its confirmation (email-verification.ts) like a registration's.
 */
export async function updateProfile(user: UserRecord, changes: ProfileChanges): Promise<ProfileUpdate> {
  const next: UserRecord = { ...user };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.email !== undefined) next.email = changes.email;
  const companyId = user.role === 'company' ? user.companyId : undefined;
  const renameCompany =
    companyId !== undefined && changes.company !== undefined && changes.company !== user.companyName;
  if (renameCompany) next.companyName = changes.company;
  const newEmail = next.email.toLowerCase() !== user.email.toLowerCase();
  const now = new Date().toISOString();
  if (next.name === user.name && next.email === user.email && !renameCompany) return { ok: true, user };

  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: keys.user(user.id),
        UpdateExpression:
          `SET #name = :name, email = :email${renameCompany ? ', companyName = :companyName' : ''}` +
          (newEmail ? ', emailPendingSince = :now REMOVE emailVerifiedAt' : ''),
        ConditionExpression: 'attribute_exists(pk) AND email = :oldEmail',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': next.name,
          ':email': next.email,
          ':oldEmail': user.email,
          ...(renameCompany ? { ':companyName': next.companyName } : {}),
          ...(newEmail ? { ':now': now } : {}),
        },
      },
    },
  ];
  if (newEmail) {
    items.push(
      {
        Put: {
          TableName,
          Item: { ...keys.emailGuard(next.email), userId: user.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName,
          Key: keys.emailGuard(user.email),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
      // The new address waits for its own confirmation; the old one's mark (if it had one) goes with it.
      { Put: { TableName, Item: unconfirmedMark(next.email, user.id) } },
      { Delete: { TableName, Key: keys.unconfirmedEmail(user.email) } },
    );
    next.emailPendingSince = now;
    delete next.emailVerifiedAt;
  }
  if (renameCompany && companyId !== undefined) {
    const company = await getCompany(companyId);
    if (company) {
      const was = { id: companyId, name: company.name, jobCount: company.jobCount };
      items.push({ Update: directoryUpdate(was, { name: next.companyName ?? '', jobCount: company.jobCount }) });
    }
  }
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (newEmail && reasons[1] === 'ConditionalCheckFailed') return { ok: false, reason: 'email-taken' };
      if (reasons.includes('ConditionalCheckFailed') || reasons.includes('TransactionConflict')) {
        return { ok: false, reason: 'changed-meanwhile' };
      }
    }
    throw error;
  }
  return { ok: true, user: next };
}
