/** Privacy page (/privacy), dated per spec §9. */
import { labels, siteFacts } from '../../../shared/texts.js';
import { StaticPage } from '../components/static/static-page.js';
import { TextSections } from '../components/static/text-sections.js';
import { privacySections } from '../content/legal.js';

export default function PrivacyPage() {
  return (
    <StaticPage
      title={labels.privacy}
      updated={siteFacts.legalDate}
      intro="How we collect, use and protect the personal data you trust us with."
    >
      <TextSections sections={privacySections} />
    </StaticPage>
  );
}
