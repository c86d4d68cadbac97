/**
 * The matching profile as the seeker sees it: what they listed, what was read from their CV, and suggestions from
 * the jobs they saved and applied to (skills and titles their profile does not list yet), shown for them to add
 * or ignore: nothing joins the profile without them.
 */
import type { MatchingProfileView } from '../../../shared/matching-types.js';
import { listApplications } from '../db/applications/applications.js';
import type { MatchingRecord } from '../db/seekers/matching-profile.js';
import { savedJobIds } from '../db/seekers/saved-jobs.js';
import { jobSummaries } from '../search/job-summaries.js';
import { skillKey } from '../search/skills-vocabulary.js';

/** Jobs looked at for suggestions: the newest saved and applied ones (one BatchGet). */
const SUGGESTION_JOBS = 50;
const SUGGESTIONS = 8;

/** The values named by most jobs first, leaving out what the profile already has. */
function mostNamed(values: string[], have: string[], keyOf: (value: string) => string): string[] {
  const own = new Set(have.map(keyOf));
  const counts = new Map<string, { value: string; count: number }>();
  for (const value of values) {
    const key = keyOf(value);
    if (!key || own.has(key)) continue;
    const found = counts.get(key) ?? { value, count: 0 };
    found.count++;
    counts.set(key, found);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, SUGGESTIONS)
    .map((one) => one.value);
}

export async function matchingProfileView(userId: number, record: MatchingRecord): Promise<MatchingProfileView> {
  const [saved, applications] = await Promise.all([savedJobIds(userId), listApplications({ seeker: userId })]);
  const ids = [...new Set([...applications.map((a) => a.jobId), ...saved.slice(-SUGGESTION_JOBS)])].slice(
    0,
    SUGGESTION_JOBS,
  );
  const jobs = await jobSummaries(ids);
  const cvReading = record.cvReading && (({ key: _key, ...rest }) => rest)(record.cvReading);
  return {
    profile: record.profile,
    ...(cvReading ? { cvReading } : {}),
    suggestions: {
      skills: mostNamed(
        jobs.flatMap((job) => job.skills),
        [...record.profile.skills, ...(record.cvReading?.skills ?? [])],
        skillKey,
      ),
      titles: mostNamed(
        jobs.map((job) => job.title),
        record.profile.titles,
        (title) => title.trim().toLowerCase(),
      ),
    },
    hiddenCount: record.hidden.length,
    emailMatches: record.emailMatches,
  };
}
