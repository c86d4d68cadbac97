/**
 * How one job meets one matching profile, in the seeker's own words: the profile's skills the job lists and the
 * job's skills the profile lacks, the wanted title it carries, the place or remote, and the pay against their
 * lowest pay. Pure: the ranking (job-matches.ts) and the match emails share it.
 */
import type { JobType, WorkArrangement } from '../../../shared/constants.js';
import type { MatchingProfile, MinPay } from '../../../shared/matching-types.js';
import { toEuros } from '../../../shared/pay/exchange-rates.js';
import { formatMoney } from '../../../shared/pay/format-money.js';
import { payOf, yearlyEuros } from '../../../shared/pay/pay.js';
import { PERIODS_PER_YEAR } from '../../../shared/pay/pay-period.js';
import { payReason, placeReason, skillsReason, titleReason } from '../../../shared/texts/matching-texts.js';
import { termOf, tokens } from '../search/analyze.js';
import { locationPhrase } from '../search/postings.js';
import { skillKey } from '../search/skills-vocabulary.js';

/** What explaining needs of a job (its card has all of it). */
export interface MatchableJob {
  title: string;
  location: string;
  jobType: JobType;
  workArrangement: WorkArrangement;
  skills: string[];
  salaryMin?: number;
  salaryMax?: number;
  currency?: MinPay['currency'];
  period?: MinPay['period'];
}

export interface Explanation {
  matchedSkills: string[];
  missingSkills: string[];
  /** The wanted title whose words the job's title carries. */
  title?: string;
  /** The wanted place the job is in. */
  place?: string;
  /** The job is remote and the seeker takes remote work (wants it, or named no arrangement). */
  remote: boolean;
  /** The job's top pay reaches the seeker's lowest pay: true; falls short: false; unknown: undefined. */
  paysEnough?: boolean;
  /** The job's arrangement and type are among the wanted ones (or none were named). */
  arrangementFits: boolean;
  jobTypeFits: boolean;
  reasons: string[];
}

export const minPayYearlyEuros = (minPay: MinPay) =>
  toEuros(minPay.amount * PERIODS_PER_YEAR[minPay.period], minPay.currency);

const PERIOD_WORDS = { hour: 'an hour', day: 'a day', month: 'a month', year: 'a year' } as const;
/** "€55,000 a year" */
export const minPayText = (minPay: MinPay) =>
  `${formatMoney(minPay.amount, minPay.currency, { sign: true })} ${PERIOD_WORDS[minPay.period]}`;

/** The job's skills the profile lists (in the job's spelling) and those it does not. */
export function compareSkills(profileSkills: string[], jobSkills: string[]): { listed: string[]; notListed: string[] } {
  const own = new Set(profileSkills.map(skillKey));
  const listed = jobSkills.filter((skill) => own.has(skillKey(skill)));
  return { listed, notListed: jobSkills.filter((skill) => !own.has(skillKey(skill))) };
}

/** The first wanted title all of whose words are in the job's title. */
function wantedTitle(titles: string[], jobTitle: string): string | undefined {
  const jobTerms = new Set(tokens(jobTitle).map(termOf));
  return titles.find((title) => {
    const terms = tokens(title).map(termOf);
    return terms.length > 0 && terms.every((t) => jobTerms.has(t));
  });
}

function wantedPlace(places: string[], jobLocation: string): string | undefined {
  const location = ` ${locationPhrase(jobLocation)} `;
  return places.find((place) => {
    const phrase = locationPhrase(place);
    return phrase !== '' && location.includes(` ${phrase} `);
  });
}

export function explainMatch(profile: MatchingProfile, job: MatchableJob): Explanation {
  const { listed, notListed } = compareSkills(profile.skills, job.skills);
  const title = wantedTitle(profile.titles, job.title);
  const place = wantedPlace(profile.places, job.location);
  const remote =
    job.workArrangement === 'remote' && (profile.arrangements.length === 0 || profile.arrangements.includes('remote'));
  const pay = payOf(job);
  const paysEnough = profile.minPay && pay ? yearlyEuros(pay).max >= minPayYearlyEuros(profile.minPay) : undefined;
  const reasons: string[] = [];
  if (listed.length > 0) reasons.push(skillsReason(listed, profile.skills.length));
  if (title) reasons.push(titleReason(title));
  if (place || (remote && (profile.places.length > 0 || profile.arrangements.includes('remote')))) {
    reasons.push(placeReason(place, remote));
  }
  if (paysEnough && profile.minPay) reasons.push(payReason(minPayText(profile.minPay)));
  return {
    matchedSkills: listed,
    missingSkills: notListed,
    ...(title ? { title } : {}),
    ...(place ? { place } : {}),
    remote,
    ...(paysEnough === undefined ? {} : { paysEnough }),
    arrangementFits: profile.arrangements.length === 0 || profile.arrangements.includes(job.workArrangement),
    jobTypeFits: profile.jobTypes.length === 0 || profile.jobTypes.includes(job.jobType),
    reasons,
  };
}

/**
 * The score of an explained match. Skills weigh most (each rarer skill more: `skillWeight`), then the wanted
 * title, then place or remote; a job outside the wanted arrangements, types, places or pay is moved down, not
 * dropped (the seeker may be flexible), and jobs like one marked "Not interested" move down by what they share.
 */
export function matchScore(
  explanation: Explanation,
  profile: MatchingProfile,
  skillWeight: (skill: string) => number,
  likeHidden: number,
): number {
  let score = explanation.matchedSkills.reduce((sum, skill) => sum + skillWeight(skill), 0);
  if (profile.skills.length > 0) score += 2 * (explanation.matchedSkills.length / profile.skills.length);
  if (explanation.title) score += 6;
  if (explanation.place) score += 2;
  if (explanation.remote && profile.arrangements.includes('remote')) score += 2;
  const placeMissed =
    profile.places.length > 0 && !explanation.place && !(explanation.remote && profile.arrangements.includes('remote'));
  if (placeMissed) score -= 3;
  if (!explanation.arrangementFits) score -= 2;
  if (!explanation.jobTypeFits) score -= 1.5;
  if (explanation.paysEnough === false) score -= 3;
  if (explanation.paysEnough) score += 1;
  return score - 1.5 * likeHidden;
}
