/**
 * A little history for the demo: Jane Seeker has applied to three of Acme's jobs and Acme has approved one, so
 * both demo accounts open onto a working dashboard and a My Applications page with real rows.
 */

import type { UserRecord } from '../../../functions/lib/db/accounts/users.js';
import { createApplication, decideApplication } from '../../../functions/lib/db/applications/applications.js';
import type { Application, Job } from '../../../shared/types.js';

const resume = `Jane Seeker
Product-minded software engineer, 6 years of experience.

- 2021–now: Senior Engineer at Lumen Studio. Led the move of the booking flow to React and TypeScript; cut page
  load time by 40%.
- 2018–2021: Engineer at Northwind Analytics. Built data pipelines in Python and the dashboards on top of them.

Skills: TypeScript, React, Node.js, SQL, AWS, accessibility.
Education: BSc Computer Science.`;

const coverLetter = (job: Job) =>
  `Hello ${job.companyName} team,\n\nI would love to join you as ${job.title}. I enjoy building products people ` +
  'rely on every day, and your focus on craft matches how I like to work. I would be glad to talk.\n\nJane';

export async function seedApplications(seeker: UserRecord, companyJobs: Job[], decidedBy: number): Promise<number> {
  const chosen = companyJobs.filter((job) => job.isActive).slice(0, 3);
  const applications: Application[] = [];
  for (const job of chosen) {
    const outcome = await createApplication({
      job: { id: job.id, title: job.title, companyId: job.companyId, companyName: job.companyName },
      applicant: { id: seeker.id, name: seeker.name, email: seeker.email },
      resume,
      coverLetter: coverLetter(job),
    });
    if (outcome.ok) applications.push(outcome.application);
  }
  if (applications[0]) await decideApplication(applications[0], 'approved', decidedBy);
  return applications.length;
}
