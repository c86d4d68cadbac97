/** Terms page (/terms), dated per spec §9. */
import { labels, siteFacts } from '../../../shared/texts.js';
import { StaticPage } from '../components/static/static-page.js';
import { TextSections } from '../components/static/text-sections.js';
import { termsSections } from '../content/legal.js';

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
