/** An application's job title, a link to the job's page while the job exists; plain text once it was removed. */
import type { Application } from '@shared/types.js';
import { TextLink } from '@/components/common/text-link.js';

export function ApplicationJobTitle({ application }: { application: Application }) {
  if (application.jobRemoved) return <>{application.jobTitle}</>;
  return <TextLink to={`/job/${application.jobId}`}>{application.jobTitle}</TextLink>;
}
