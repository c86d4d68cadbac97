/**
 * The board's promises to job seekers and their timings (docs/hiring.md, "The board's promises"): every open job is
 * really open (its company confirms it every 30 days), every application gets an answer (reminders, then "No
 * decision"), and how fast a company answers is shown.
 */

/** A job open this many days (since posting or its last confirmation) asks its company whether it is still hiring. */
export const STILL_HIRING_ASK_DAYS = 30;
/** Unanswered this many days after the question, the job closes. */
export const STILL_HIRING_ANSWER_DAYS = 7;
