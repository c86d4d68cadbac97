/**
 * Creating an account: the user, its username and email guard items and, for a company, its company record are
 * written in ONE transaction, so two parallel registrations of one name can never both succeed and a company
 * account never exists without its company.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RegistrableRole } from '../../../shared/constants.js';
import { notices } from '../../../shared/texts.js';
import { conflict } from '../errors.js';
import { db, tableName } from './client.js';
import { nextId } from './counters.js';
import { keys } from './keys.js';
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
}

export async function createAccount(input: NewAccount): Promise<UserRecord> {
  const createdAt = input.createdAt ?? new Date().toISOString();
  const id = await nextId('user');
  const companyId = input.role === 'company' ? await nextId('company') : undefined;
  const company = companyId === undefined ? undefined : { name: input.name, ...input.company };
  const user: UserRecord = {
    id,
    username: input.username,
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: input.passwordHash,
    sessionVersion: 1,
    createdAt,
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
          ...(company && companyId !== undefined
            ? [
                {
                  Put: {
                    TableName,
                    Item: {
                      ...keys.company(companyId),
                      ...keys.companyDirectory(company.name, companyId),
                      type: 'company',
                      id: companyId,
                      userId: id,
                      ...company,
                      jobCount: 0,
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
      if (usernameTaken) throw conflict(notices.usernameExists);
      if (emailTaken) throw conflict(notices.emailExists);
    }
    throw error;
  }
  return user;
}
