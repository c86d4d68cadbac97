/** Business constants and limits, shared by the web app and the functions. */

/**
 * The job types the API accepts and lists (/api/enums). `remote` is not a contract but where the
 * work happens: a job sent with it is stored as a remote job (work arrangement) with a contract type (below).
 */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'remote', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The contract a job is: what a stored job's `jobType` holds, never `remote`. */
export const CONTRACT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** The contract of a job sent with the job type `remote` (and of jobs stored with it before). */
export const DEFAULT_CONTRACT_TYPE: ContractType = 'full_time';

/** The contract type a job type stands for: `remote` says where, not what, so it is the default contract. */
export function contractTypeOf(jobType: string, fallback: ContractType = DEFAULT_CONTRACT_TYPE): ContractType {
  return (CONTRACT_TYPES as readonly string[]).includes(jobType) ? (jobType as ContractType) : fallback;
}

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  remote: 'Remote',
  internship: 'Internship',
};

/** Unknown values are shown as received. */
export function jobTypeLabel(value: string): string {
  return (JOB_TYPE_LABELS as Record<string, string>)[value] ?? value;
}

/** Where the work happens, separate from the contract type. A job posted with job type `remote` is remote here. */
export const WORK_ARRANGEMENTS = ['on_site', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];
export const DEFAULT_WORK_ARRANGEMENT: WorkArrangement = 'on_site';

export const WORK_ARRANGEMENT_LABELS: Record<WorkArrangement, string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** A work arrangement's words (On-site, Hybrid, Remote); an unknown value is shown as received. */
export function workArrangementLabel(value: string): string {
  return (WORK_ARRANGEMENT_LABELS as Record<string, string>)[value] ?? value;
}

export const ROLES = ['job_seeker', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Registration offers only these two; admin is never self-assigned. */
export const REGISTRABLE_ROLES = ['job_seeker', 'company'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];
export const ROLE_LABELS: Record<RegistrableRole, string> = { job_seeker: 'Find a job', company: 'Hire talent' };

/**
 * `withdrawn`: the applicant took a pending application back; like a decision, it is final. `no_decision`: the
 * company left it pending 30 days, so the board told the applicant (not a rejection); the company may still approve
 * or reject it (docs/hiring.md, "Every application gets an answer").
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'no_decision'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How many jobs one seeker may keep saved; saving one more is refused with a message. */
export const SAVED_JOBS_MAX = 500;
export const SAVED_JOBS_PAGE_DEFAULT = 20;
export const SAVED_JOBS_PAGE_MAX = 50;

/** When a company hears of new applications by email: each one, a daily summary, or never. */
export const APPLICATION_MAIL_SETTINGS = ['each', 'daily', 'none'] as const;
export type ApplicationMailSetting = (typeof APPLICATION_MAIL_SETTINGS)[number];
export const DEFAULT_APPLICATION_MAIL_SETTING: ApplicationMailSetting = 'each';

/** The experience filter of the jobs list; jobs carry one of these as their experience level. */
export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Director', 'Executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const SORT_OPTIONS = ['newest', 'oldest', 'relevant'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const CATEGORY_ICON_KEYS = [
  'CodeIcon',
  'PaletteIcon',
  'TrendingUpIcon',
  'UsersIcon',
  'BarChartIcon',
  'HeadphonesIcon',
  'DollarSignIcon',
  'HeartIcon',
] as const;
export type CategoryIconKey = (typeof CATEGORY_ICON_KEYS)[number];
export const DEFAULT_CATEGORY_ICON: CategoryIconKey = 'CodeIcon';

export const FEATURED_JOBS_COUNT = 6;
export const FEATURED_COMPANIES_COUNT = 6;
export const JOB_LIST_PLACEHOLDER_COUNT = 6;
export const DEFAULT_SKELETON_COUNT = 3;
export const JOB_CARD_DESCRIPTION_LINES = 3;

/** The longest search words and place a job search takes (characters, trimmed): the fields stop there. */
export const SEARCH_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 100;

export const JOBS_PAGE_DEFAULT = 20;
export const JOBS_PAGE_MAX = 100;
/** Companies per directory page: whole rows at one, two and three columns. */
export const COMPANIES_PAGE_DEFAULT = 24;
export const COMPANIES_PAGE_MAX = 100;
export const COMPANY_SORTS = ['jobs', 'name'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
/** Response header that carries the opaque cursor of the next page of GET /api/jobs. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** Response header of GET /api/jobs: the number of matches, in decimal. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** Present with value `1` when the total is a lower bound (shown as "1,000+"). */
export const TOTAL_CAPPED_HEADER = 'x-total-capped';
/** A URL-encoded search text to suggest ("Did you mean …"), only when the search found no job. */
export const SEARCH_SUGGESTION_HEADER = 'x-search-suggestion';
/** Pay typed into the search words, as URL-encoded fields (shared/pay/search-pay.ts). */
export const SEARCH_PAY_HEADER = 'x-search-pay';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt silently ignores bytes past 72, so longer passwords are refused. */
export const MAX_PASSWORD_BYTES = 72;
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** How often a job alert emails: at once for each new job, or a digest once a day or once a week. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Shown in the location field of an alert without one: it matches jobs anywhere. */
export const DEFAULT_ALERT_LOCATION = 'Anywhere';
/** Job alerts one person (an account, or an email address) may keep. */
export const ALERTS_MAX = 20;
/** New jobs listed in one alert email; the rest are behind its link to the search. */
export const ALERT_EMAIL_JOBS_MAX = 20;
/** Hours a visitor's confirmation link works; an alert not confirmed by then is removed. */
export const ALERT_CONFIRM_HOURS = 48;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export const THEME_STORAGE_KEY = 'jobboard-theme';
export const DEFAULT_THEME = 'light';
/** MUI's own key for the light and dark schemes' names (`-light`, `-dark` appended), stated so the cookie page can list it. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/** Session storage: a job whose view this tab already counted (the job id appended). */
export const VIEWED_JOB_STORAGE_PREFIX = 'jobboard-viewed-';
/** Session storage prefix of a form's text kept while it is written (web/src/lib/form-drafts.ts). */
export const FORM_DRAFT_STORAGE_PREFIX = 'jobboard-draft:';

/** In a set-password link's fragment beside the token: the account's first password (the admin invitation). */
export const WELCOME_LINK_PARAM = 'welcome';

/** Applications (a seeker) or jobs (a company) per answer of the data export; more follow with a cursor. */
export const EXPORT_PAGE_SIZE = 100;
/** How long the links to CV files in a data export open the file. */
export const EXPORT_LINK_SECONDS = 15 * 60;

/**
 * The session cookie's name over https (every deployed stage): the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, has Path=/ and no Domain, so neither a subdomain nor a plain-http page can set or shadow it.
 */
export const SESSION_COOKIE_SECURE = '__Host-jobboard_session';
/** Its name on the local http stack, where a browser would refuse a `__Host-` cookie (it cannot be Secure there). */
export const SESSION_COOKIE_LOCAL = 'jobboard_session';
/** Absolute lifetime of a sign-in, however active. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/**
 * A cookie the page may read (not HttpOnly, holds nothing but "1") that goes and comes with the session cookie:
 * without it the site does not ask GET /api/user, so an anonymous page load makes no request that must fail.
 * The API sets and clears it wherever it sets or clears the session cookie (functions/lib/signed-in-marker.ts).
 */
export const SIGNED_IN_COOKIE = 'jobboard_signed_in';
/** A session unused this long ends: 30 minutes for admins (they can hide jobs and suspend companies), else 24 hours. */
export const ADMIN_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const IDLE_TIMEOUT_SECONDS = 24 * 60 * 60;
export const idleTimeoutSeconds = (role: Role) =>
  role === 'admin' ? ADMIN_IDLE_TIMEOUT_SECONDS : IDLE_TIMEOUT_SECONDS;

/** Moderation: reports from this many different users hide a job until an admin reviews it. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_DETAILS_MAX = 500;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const DESK_PAGE_DEFAULT = 20;
export const DESK_PAGE_MAX = 50;

export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Decisions a company needs before its page shows a median time to a decision (fewer say little). */
export const MIN_DECISIONS_FOR_MEDIAN = 3;
/**
 * The company page's decision delays are kept in whole days, 0 to this; a decision that took longer counts here too
 * ("this many days or more").
 */
export const RESPONSE_DAYS_CAP = 60;
