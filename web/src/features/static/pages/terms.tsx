/** Terms page (/terms), dated per spec §9. */
import { labels, siteFacts } from '@shared/texts.js';
import { termsSections } from '@/features/static/legal.js';
import { StaticPage } from '@/features/static/static-page.js';
import { TextSections } from '@/features/static/text-sections.js';

export default function TermsPage() {
  return (
    <StaticPage
      title={labels.terms}
      updated={siteFacts.legalDate}
      intro="The rules for using the job board, for job seekers and employers alike."
    >
      <TextSections sections={termsSections} />
    </StaticPage>
  );
}
