/**
 * The demo data of `npm start`: the reference data (categories and resources, scripts/ops/reference-data: the
 * same writer as `npm run bootstrap`), demo accounts, companies (each a company account made by createAccount) and
 * their jobs (made by createJob), through the same repositories as the API, and the companies' logos (logos.ts,
 * published on every start when missing). Runs once: a
 * marker item written last says the board is complete, and a later call returns what it recorded.
 * If a run is interrupted before the marker, reset the local data (`npm run reset`) and start again.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { hash } from 'bcryptjs';
import { config } from '../../../functions/lib/config.js';
import { createAccount, type NewAccount } from '../../../functions/lib/db/accounts/accounts.js';
import { enrolWithSecret } from '../../../functions/lib/db/accounts/second-factor.js';
import { createJob } from '../../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import type { Job } from '../../../shared/types.js';
import { writeReferenceData } from '../../ops/reference-data/write.js';
import { DEMO_ADMIN_TOTP_SECRET } from '../demo-accounts.js';
import { seedApplications } from './applications.js';
import { seedCompanies } from './companies.js';
import { composeJobs } from './compose-jobs.js';
import { demoLogoPath, publishDemoLogos } from './logos.js';
import { createRandom } from './random.js';
import { runApart } from './run-apart.js';

/** A demo account; the seed writes into an empty table, so a taken name means the table was not empty. */
async function seedAccount(input: NewAccount) {
  const outcome = await createAccount(input);
  if (!outcome.ok)
    throw new Error(`Seed account ${input.username} not created (${outcome.reason}): is the table empty?`);
  return outcome.user;
}

export const DEMO_PASSWORD = 'demo1234';
export { DEMO_ADMIN_TOTP_SECRET } from '../demo-accounts.js';

const SEED = 20_240_115;
/** The demo company (acme.hr) that opens onto applications from the demo seeker. */
const DEMO_COMPANY_SLUG = 'acme';
/** DynamoDB Local answers a few calls at once well; more only queue up. */
const PARALLEL = 4;

export interface SeedResult {
  jobs: number;
  companies: number;
}

export async function seedDemoData(): Promise<SeedResult> {
  await publishDemoLogos();
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: keys.seedMarker() }));
  if (marker.Item) return { jobs: marker.Item.jobs as number, companies: marker.Item.companies as number };

  // The demo accounts share a published password: never outside DynamoDB Local (scripts/ops/bootstrap.ts).
  if (!config().dynamoEndpoint) throw new Error('The demo data is only for the local stack (DynamoDB Local).');
  await writeReferenceData();

  // One hash for every demo account: they share the demo password, and each bcrypt hash costs ~100 ms.
  const passwordHash = await hash(DEMO_PASSWORD, 10);
  const seeker = await seedAccount({
    username: 'jane.seeker',
    email: 'jane.seeker@example.com',
    name: 'Jane Seeker',
    role: 'job_seeker',
    passwordHash,
  });
  const admin = await seedAccount({
    username: 'admin',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'admin',
    passwordHash,
  });
  await enrolWithSecret(admin.id, DEMO_ADMIN_TOTP_SECRET, []);
  const owners = new Map<string, { company: { id: number; name: string; logo: string }; postedBy: number }>();
  await runApart(
    seedCompanies.map((company) => ({
      locks: [],
      run: async () => {
        const logo = demoLogoPath(company);
        const user = await seedAccount({
          username: company.username,
          email: `careers@${company.slug}.example.com`,
          name: company.name,
          role: 'company',
          passwordHash,
          company: {
            name: company.name,
            description: company.description,
            location: company.location,
            website: company.website,
            logo,
          },
        });
        owners.set(company.slug, {
          company: { id: user.companyId as number, name: company.name, logo },
          postedBy: user.id,
        });
      },
    })),
    PARALLEL,
  );

  const jobs = composeJobs(seedCompanies, new Date(), createRandom(SEED));
  const posted: Job[] = [];
  await runApart(
    jobs.map((job) => ({
      locks: [job.company.slug, ...(job.input.categories ?? [])],
      run: async () => {
        const owner = owners.get(job.company.slug) as NonNullable<ReturnType<typeof owners.get>>;
        const created = await createJob(job.input, { ...owner, createdAt: job.createdAt });
        if (!created.ok) throw new Error(`Seed job "${job.input.title}" not created: ${created.reason}`);
        posted.push(created.job);
      },
    })),
    PARALLEL,
  );
  const acme = owners.get(DEMO_COMPANY_SLUG);
  if (acme) {
    const acmeJobs = posted
      .filter((job) => job.companyId === acme.company.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    await seedApplications(seeker, acmeJobs, acme.postedBy);
  }

  const result = { jobs: jobs.length, companies: seedCompanies.length };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.seedMarker(), ...result, seededAt: new Date().toISOString() },
    }),
  );
  return result;
}
