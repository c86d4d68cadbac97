/**
 * The people of the hiring tests, each with a real session cookie: job seekers, companies (with their company
 * record) and an admin. Accounts are written straight through the repository (no bcrypt), so a test file makes
 * dozens in a blink.
 */
import type { Role } from '../../shared/constants.js';
import type { UserRecord } from '../lib/db/accounts/users.js';
import { createdAccount } from './created-account.js';
import { cookieFor } from './invoke.js';

export interface Principal {
  user: UserRecord;
  cookie: string;
}

export interface CompanyPrincipal extends Principal {
  company: { id: number; name: string };
}

let serial = 0;

async function make(role: Role, name: string): Promise<Principal> {
  serial += 1;
  const tag = `p${serial}${Math.random().toString(36).slice(2, 8)}`;
  const user = await createdAccount({
    username: `${role.replace('_', '')}-${tag}`,
    email: `${tag}@example.com`,
    name,
    role,
    passwordHash: 'not-a-real-hash',
  });
  // Admins reach their routes only with a session past the second factor (handler.ts): theirs is made so.
  return { user, cookie: await cookieFor(user, role === 'admin' ? 'verified' : undefined) };
}

export const makeSeeker = (name = 'Sam Seeker') => make('job_seeker', name);
export const makeAdmin = (name = 'Ada Admin') => make('admin', name);

export async function makeCompanyPrincipal(name = 'Acme Corp'): Promise<CompanyPrincipal> {
  const principal = await make('company', name);
  return { ...principal, company: { id: principal.user.companyId as number, name } };
}

/** One of each: a seeker, a second seeker, the owning company, another company and an admin. */
export async function makePrincipals() {
  const [seeker, otherSeeker, owner, otherCompany, admin] = await Promise.all([
    makeSeeker('Sam Seeker'),
    makeSeeker('Olga Other'),
    makeCompanyPrincipal('Owner Labs'),
    makeCompanyPrincipal('Rival Works'),
    makeAdmin(),
  ]);
  return { seeker, otherSeeker, owner, otherCompany, admin };
}
export type Principals = Awaited<ReturnType<typeof makePrincipals>>;
