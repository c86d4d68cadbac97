/**
 * Every key format of the table, written down once. Values are entity-prefixed upper-case words joined by '#';
 * numeric ids inside sort keys are zero-padded so they sort as numbers. docs/data-model.md lists the patterns.
 */

const pad = (id: number) => String(id).padStart(12, '0');
/** Larger counts first in ascending order: 999999 − count, zero-padded (a company has far fewer open jobs). */
const invertedCount = (count: number) => String(999_999 - Math.min(Math.max(count, 0), 999_999)).padStart(6, '0');
/** Sort key of anything listed by time: ISO timestamp then id, so equal timestamps still sort stably. */
export const byTime = (isoTime: string, id: number) => `${isoTime}#${pad(id)}`;

export const keys = {
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),

  user: (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  /** A seeker's matching profile, the reading of their CV and the jobs they marked "Not interested" (one item). */
  matchingProfile: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MATCHING' }),
  usernameGuard: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'GUARD' }),
  emailGuard: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'GUARD' }),
  /** One sign-in of the user (sessions.ts), in the user's own partition so the profile lists them with one Query. */
  session: (userId: number, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  sessionPrefix: () => 'SESSION#',
  /** The user's TOTP secret, last used time step and hashed recovery codes (second-factor.ts): never on the user item. */
  secondFactor: (userId: number) => ({ pk: `USER#${userId}`, sk: 'SECOND-FACTOR' }),

  company: (id: number) => ({ pk: `COMPANY#${id}`, sk: 'PROFILE' }),
  /** How many of a company's decisions took each whole number of days (response-time.ts), kept by each decision. */
  responseTimes: (companyId: number) => ({ pk: `COMPANY#${companyId}`, sk: 'RESPONSE_TIMES' }),
  /**
   * The companies directory, three orders of the company item (docs/data-model.md): gsi1 every company by name,
   * gsi2 every company by open jobs (most first: the count is stored inverted, so 0 sorts last and `gsi2sk <
   * companiesWithoutJobs` leaves those out), gsi3 only companies with open jobs, by name (absent at 0: sparse).
   * `sortName` is the folded name (case and accents dropped), so Émile sorts with Emile.
   */
  companyByName: (sortName: string, id: number) => ({ gsi1pk: 'COMPANIES', gsi1sk: `${sortName}#${pad(id)}` }),
  companyByOpenJobs: (sortName: string, id: number, openJobs: number) => ({
    gsi2pk: 'COMPANIES',
    gsi2sk: `${invertedCount(openJobs)}#${sortName}#${pad(id)}`,
  }),
  companiesWithoutJobs: () => invertedCount(0),
  companyWithOpenJobs: (sortName: string, id: number) => ({
    gsi3pk: 'COMPANIES#OPEN',
    gsi3sk: `${sortName}#${pad(id)}`,
  }),

  categories: () => ({ pk: 'CATEGORIES' }),
  category: (id: number) => ({ pk: 'CATEGORIES', sk: `CATEGORY#${pad(id)}` }),
  /** Category names are unique: a guard item written with the category. */
  categoryName: (name: string) => ({ pk: `CATEGORYNAME#${name.toLowerCase()}`, sk: 'GUARD' }),

  resources: () => ({ pk: 'RESOURCES' }),
  resource: (id: number) => ({ pk: 'RESOURCES', sk: `RESOURCE#${pad(id)}` }),

  job: (id: number) => ({ pk: `JOB#${id}`, sk: 'JOB' }),
  /** gsi1: every job of a company, active or not (the dashboard), newest first. */
  companyJobs: (companyId: number) => ({ gsi1pk: `COMPANY#${companyId}#JOBS` }),
  companyJob: (companyId: number, createdAt: string, id: number) => ({
    gsi1pk: `COMPANY#${companyId}#JOBS`,
    gsi1sk: byTime(createdAt, id),
  }),
  /** A posting entry: one per (index term, active job), sorted by posting time. See search/postings.ts. */
  posting: (term: string) => ({ pk: `POST#${term}` }),
  postingEntry: (term: string, createdAt: string, id: number) => ({ pk: `POST#${term}`, sk: byTime(createdAt, id) }),
  /** An entry of the index before posting lists were kept by the stream indexer (removed by the migration). */
  legacyTermEntry: (term: string, createdAt: string, id: number) => ({ pk: `TERM#${term}`, sk: byTime(createdAt, id) }),
  /** A word of the board's vocabulary, for "Did you mean": partitioned by first letter and length. */
  vocabulary: (word: string) => ({ pk: `VOCAB#${word[0]}#${word.length}`, sk: word }),
  /** A skill of the board's jobs (folded), with its spelling: the vocabulary a CV is read against. */
  skill: (folded: string) => ({ pk: 'SKILLS', sk: folded }),
  skills: () => ({ pk: 'SKILLS' }),
  vocabularyPartition: (first: string, length: number) => ({ pk: `VOCAB#${first}#${length}` }),

  /**
   * Moderation: a user's report of a job (one per user per job: the key is the guard), the job's case (its open
   * report count; in the admin's queue through gsi1 while it needs a look, newest change first), and the audit log,
   * one partition read newest first (admin actions are rare: a few a minute at most).
   */
  jobReport: (jobId: number, userId: number) => ({ pk: `JOB#${jobId}`, sk: `REPORT#${pad(userId)}` }),
  /** A signed-out visitor's report: one per (hashed) address per job. */
  anonymousJobReport: (jobId: number, addressHash: string) => ({
    pk: `JOB#${jobId}`,
    sk: `REPORT#anon#${addressHash}`,
  }),
  jobReportsPrefix: () => 'REPORT#',
  moderationCase: (jobId: number) => ({ pk: `JOB#${jobId}`, sk: 'CASE' }),
  moderationQueue: () => ({ gsi1pk: 'MODERATION' }),
  moderationQueueEntry: (updatedAt: string, jobId: number) => ({
    gsi1pk: 'MODERATION',
    gsi1sk: byTime(updatedAt, jobId),
  }),
  auditLog: () => ({ pk: 'AUDIT' }),
  auditEntry: (at: string, id: string) => ({ pk: 'AUDIT', sk: `${at}#${id}` }),

  /**
   * A job's counts per UTC day (views, applications, decisions), each day spread over a few shard items that every
   * write picks from at random and every read sums (job-stats.ts): a job viewed by many at once never queues on one
   * item. The day comes first in the sort key, so one Query between two days reads a window.
   */
  jobStats: (jobId: number) => ({ pk: `JOBSTATS#${jobId}` }),
  jobStatsDay: (jobId: number, day: string, shard: number) => ({ pk: `JOBSTATS#${jobId}`, sk: `DAY#${day}#${shard}` }),
  jobStatsDaysBetween: (from: string, to: string) => [`DAY#${from}#`, `DAY#${to}#~`] as const,
  /**
   * A company's counts per UTC day, the same shape and shards as a job's, plus each job's counts under
   * `<counter>#<jobId>`: the dashboard's chart and its per-job totals come from one Query (the same day range).
   */
  companyStats: (companyId: number) => ({ pk: `COMPANYSTATS#${companyId}` }),
  companyStatsDay: (companyId: number, day: string, shard: number | string) => ({
    pk: `COMPANYSTATS#${companyId}`,
    sk: `DAY#${day}#${shard}`,
  }),

  application: (id: number) => ({ pk: `APPLICATION#${id}`, sk: 'APPLICATION' }),
  /** One application per (job, seeker): written in the same transaction as the application. */
  applicationGuard: (jobId: number, userId: number) => ({ pk: `APPLIED#${jobId}#${userId}`, sk: 'GUARD' }),
  /** gsi1: a seeker's applications; gsi2: applications to a company's jobs; gsi3: applications to one job. */
  seekerApplications: (userId: number) => ({ gsi1pk: `USER#${userId}#APPLICATIONS` }),
  companyApplications: (companyId: number) => ({ gsi2pk: `COMPANY#${companyId}#APPLICATIONS` }),
  jobApplications: (jobId: number) => ({ gsi3pk: `JOB#${jobId}#APPLICATIONS` }),
  /**
   * gsi4 (sparse): the applications that still hold their copies (resume, cover letter, CV file), by job then id.
   * The retention worker clears the copies and removes these keys in one update, so the index holds only what may
   * still expire and its daily run is a Query of this, never a Scan of the table.
   */
  applicationWithCopies: (jobId: number, id: number) => ({
    gsi4pk: 'APPLICATIONS#WITH-COPIES',
    gsi4sk: `${pad(jobId)}#${pad(id)}`,
  }),
  applicationsWithCopies: () => ({ gsi4pk: 'APPLICATIONS#WITH-COPIES' }),

  /** A seeker's bookmark of a job, and (sk IDS) the set of every job id they saved; gsi1 lists them by time. */
  savedJob: (userId: number, jobId: number) => ({ pk: `USER#${userId}#SAVED`, sk: `JOB#${pad(jobId)}` }),
  savedJobIds: (userId: number) => ({ pk: `USER#${userId}#SAVED`, sk: 'IDS' }),
  savedJobsByTime: (userId: number) => ({ gsi1pk: `USER#${userId}#SAVEDJOBS` }),

  /**
   * Job alerts, grouped by who owns them (`alertOwner`: an account, or a visitor's email address): one Query lists
   * a person's alerts, and the item `IDS` beside them holds the set of their confirmed alert ids, whose size
   * enforces the limit. gsi2 lists the alerts due to be mailed, per frequency: only active, confirmed alerts carry
   * it (sparse), so the digest reads nothing else.
   */
  alert: (owner: string, id: number) => ({ pk: `ALERTS#${owner}`, sk: `ALERT#${pad(id)}` }),
  alerts: (owner: string) => ({ pk: `ALERTS#${owner}` }),
  alertIds: (owner: string) => ({ pk: `ALERTS#${owner}`, sk: 'IDS' }),
  alertDue: (frequency: string, id: number) => ({ gsi2pk: `ALERTDUE#${frequency}`, gsi2sk: pad(id) }),
  alertsDue: (frequency: string) => ({ gsi2pk: `ALERTDUE#${frequency}` }),
  /** gsi2 of a matching item whose seeker wants new matches by email (sparse, per frequency: instant, weekly). */
  matchesDue: (frequency: string, userId: number) => ({ gsi2pk: `MATCHDUE#${frequency}`, gsi2sk: pad(userId) }),

  /** Written last by the demo seed: its presence means the demo data is complete. */
  seedMarker: () => ({ pk: 'SEED', sk: 'DEMO' }),

  /** An address the app no longer mails (it bounced hard or complained): one item per lower-cased address. */
  suppressedEmail: (email: string) => ({ pk: `SUPPRESSED#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  /**
   * An account's address not confirmed yet (email-verification.ts): beside the suppression entry, in the partition
   * every mail sender may already read, so sendMail's one check covers both (mail/index.ts).
   */
  unconfirmedEmail: (email: string) => ({ pk: `SUPPRESSED#${email.trim().toLowerCase()}`, sk: 'UNCONFIRMED' }),

  resetToken: (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'TOKEN' }),
  /** An email confirmation link's token (email-verification.ts), stored as its hash like a reset token. */
  emailToken: (tokenHash: string) => ({ pk: `VERIFY#${tokenHash}`, sk: 'TOKEN' }),
  rateLimit: (scope: string, subject: string, window: string) => ({ pk: `RATE#${scope}#${subject}`, sk: window }),
} as const;

export type Key = { pk: string; sk: string };

/** Who owns a job alert: a signed-in account, or the (lower-cased) email address a visitor subscribed. */
export const alertOwner = {
  user: (userId: number) => `USER#${userId}`,
  email: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
};
