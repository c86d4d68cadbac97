/** The words of matching: the profile's matching section, the CV proposal, Jobs for you and the reasons. */
import { groupDigits } from '../group-digits.js';

export const MATCHING_LIMITS = {
  skills: 40,
  skill: 40,
  titles: 10,
  title: 80,
  places: 10,
  place: 60,
  hidden: 200,
  /** New matches listed in one match email. */
  emailJobs: 10,
} as const;

/** How often a seeker gets their new matches by email: never (the default), as each job is posted, or on Mondays. */
export const MATCH_EMAIL_CHOICES = ['off', 'instant', 'weekly'] as const;
export type MatchEmailChoice = (typeof MATCH_EMAIL_CHOICES)[number];

export const matchingMessages = {
  skillsCount: `Add at most ${MATCHING_LIMITS.skills} skills`,
  skill: `Each skill must be 1 to ${MATCHING_LIMITS.skill} characters`,
  titlesCount: `Add at most ${MATCHING_LIMITS.titles} job titles`,
  title: `Each job title must be 1 to ${MATCHING_LIMITS.title} characters`,
  placesCount: `Add at most ${MATCHING_LIMITS.places} places`,
  place: `Each place must be 1 to ${MATCHING_LIMITS.place} characters`,
  arrangement: 'Each work arrangement must be on-site, hybrid or remote',
  jobType: 'Each job type must be one of the board’s job types',
  minPay: `The lowest pay must be an amount above 0 and at most ${groupDigits(1_000_000_000)}, with its currency and period`,
  cvUnreadable: 'We could not read text from this file; add your skills by hand',
  profileNotFound: 'Matching profile not found',
  emailMatches: 'Choose off, instantly or weekly for new matches by email',
  linkInvalid: 'This link is not valid. Change your match emails on your profile.',
  unsubscribed: 'You will get no more match emails. You can turn them on again on your profile.',
};

export const matchingLabels = {
  sectionTitle: 'What we match you on',
  sectionIntro:
    'Jobs for you are ranked only on what you list here. Nothing is added without you: suggestions wait for your yes.',
  skills: 'Skills',
  titles: 'Job titles you want',
  /** Below the skills and titles boxes: a word or phrase becomes a tag on Enter (or a comma). */
  tagsHelp: 'Press Enter after each',
  places: 'Places',
  placesHelp: 'Cities or regions; leave empty to match any place.',
  arrangements: 'Work arrangement',
  jobTypes: 'Job types',
  minPay: 'Lowest pay you want',
  minPayAmount: 'Amount',
  emailMatches: 'Email me new matches',
  emailMatchesChoices: { off: 'Off', instant: 'Instantly', weekly: 'Weekly' } satisfies Record<
    MatchEmailChoice,
    string
  >,
  emailMatchesHelp:
    'Only new jobs that fit your skills or titles, with the reasons. Every email has an unsubscribe link, and your mail app can unsubscribe in one click.',
  unsubscribeTitle: 'Match emails',
  unsubscribeQuestion: 'Press Unsubscribe to stop the emails of new jobs that match your profile.',
  unsubscribe: 'Unsubscribe',
  manageMatching: 'Your matching profile',
  save: 'Save matching profile',
  saved: 'Matching profile saved',
  saveFailed: 'Your matching profile could not be saved. Try again.',
  loadFailed: 'Your matching profile could not be loaded.',
  cvReading: 'Reading your CV…',
  cvRead: (count: number) =>
    count === 0
      ? 'We read your CV but found no skills the board’s jobs ask for; add your skills by hand.'
      : `We read ${count === 1 ? 'this skill' : `these ${count} skills`} from your CV: keep, remove, add.`,
  keepSkills: 'Keep these skills',
  dismissSkills: 'Dismiss',
  removeSkill: (skill: string) => `Remove ${skill}`,
  suggestedTitle: 'Suggested from jobs you saved or applied to',
  addSuggestion: (value: string) => `Add ${value}`,
  hiddenCount: (count: number) => `${count} job${count === 1 ? '' : 's'} marked Not interested`,
  showHiddenAgain: 'Show them again',
  jobsForYou: 'Jobs for you',
  jobsForYouEmpty: 'Add your skills, job titles or places to your profile and your matches appear here.',
  jobsForYouNone: 'No open job matches your profile yet.',
  editProfile: 'Edit matching profile',
  notInterested: 'Not interested',
  notInterestedDone: 'Hidden. Jobs like it move down.',
  lacking: 'You did not list',
  matchesFailed: 'Jobs for you could not be loaded.',
  bestMatch: 'Best match',
  /** The company's view of an application's skills: found in the profile, resume, cover letter or CV, or not. */
  skillsAsked: 'Skills the job asks for',
  applicantFound: 'Found in their profile or application',
  applicantNotFound: 'Not found in what they sent',
  /** When the CV they sent was not read (for some of these skills): not found is then only in what was read. */
  applicantNotFoundSoFar: 'Not found in what we could read',
  cvUnread: 'We could not read the CV they sent, so check it for these.',
  nothingToCompare: (cv: boolean) =>
    cv
      ? 'We could not read the CV they sent and their profile lists no skills, so check the CV for these.'
      : 'Their profile lists no skills and they sent no text to compare with.',
  noSkillsAsked: 'This job lists no skills.',
};

/** "5 of your 7 skills: React, TypeScript, …" */
export function skillsReason(matched: string[], profileCount: number): string {
  const shown = matched.slice(0, 4).join(', ');
  const more = matched.length > 4 ? ', …' : '';
  return `${matched.length} of your ${profileCount} skill${profileCount === 1 ? '' : 's'}: ${shown}${more}`;
}

/** "in Berlin or remote", "remote", "in Berlin". */
export function placeReason(place: string | undefined, remote: boolean): string {
  if (place && remote) return `in ${place} or remote`;
  return place ? `in ${place}` : 'remote';
}

export const titleReason = (title: string) => `the title you want: ${title}`;
export const payReason = (amount: string) => `pays at least your ${amount}`;

/** The match email's words. */
export const matchEmailTexts = {
  subject: (count: number) => (count === 1 ? '1 new job for you' : `${count} new jobs for you`),
  intro: (count: number) =>
    `${count === 1 ? 'A new job matches' : `${count} new jobs match`} what you told us on your matching profile:`,
  lacking: 'You did not list',
  manage: 'Change what we match you on, or how often we email',
  unsubscribe: 'Stop match emails',
};
