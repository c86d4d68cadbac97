/** Terms page (/terms), with its fixed last-updated date. */
import { siteFacts, siteLabels } from '@shared/texts.js';
import { termsSections } from '../legal.js';
import { StaticPage } from '../static-page.js';
import { TextSections } from '../text-sections.js';

export default function TermsPage() {
  return (
    <StaticPage
      title={siteLabels.terms}
      updated={siteFacts.termsDate}
      intro="The rules for using the job board, for job seekers and employers alike."
    >
      <TextSections sections={termsSections} />
    </StaticPage>
  );
}
