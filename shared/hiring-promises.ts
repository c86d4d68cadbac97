/**
 * The board's promises to job seekers and their timings (docs/hiring.md, "The board's promises"): every open job is
 * really open (its company confirms it every 30 days), every application gets an answer (reminders, then "No
 * decision"), and how fast a company answers is shown.
 */

/** A job open this many days (since posting or its last confirmation) asks its company whether it is still hiring. */
export const STILL_HIRING_ASK_DAYS = 30;
/** Unanswered this many days after the question, the job closes. */
export const STILL_HIRING_ANSWER_DAYS = 7;

/** A pending application reminds its company at these ages in days (one reminder each). */
export const APPLICATION_REMINDER_DAYS = [7, 14] as const;
/** A pending application this many days old becomes "No decision", and its applicant is told. */
export const NO_DECISION_DAYS = 30;

/** "Answered within" this many days: the share of a company's applications answered that fast is shown. */
export const ANSWER_WITHIN_DAYS = 14;
/** The share that earns the "Responds to every applicant" mark. */
export const RESPONDS_TO_EVERY_APPLICANT_SHARE = 0.9;
/**
 * Applications (decided, or left without a decision) a company needs before it can earn the mark: fewer would let
 * a company with two quick answers claim a promise it has hardly been tested on.
 */
export const MIN_APPLICATIONS_FOR_MARK = 10;

/** A job posted again with nearly the same text within this many days of the old one is a repost of it. */
export const REPOST_WINDOW_DAYS = 30;
