/** The user entity as stored, and how it is shown to clients. Writes live with the account routes. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/constants.js';
import type { PublicUser } from '../../../shared/types.js';
import { db, tableName } from './client.js';
import { keys } from './keys.js';

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  /** Bumped by logout, password change/reset and deletion: older session cookies stop working. */
  sessionVersion: number;
  createdAt: string;
  companyId?: number;
  companyName?: string;
}

export async function getUser(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return Item as UserRecord | undefined;
}

/** Only what the client may read: never the hash or the session version. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    ...(user.role === 'company' && user.companyId !== undefined
      ? { company: user.companyName ?? '', companyId: user.companyId }
      : {}),
  };
}
