/** Privacy page (/privacy), with its fixed last-updated date. */
import { siteFacts, siteLabels } from '@shared/texts.js';
import { privacySections } from '../legal.js';
import { StaticPage } from '../static-page.js';
import { TextSections } from '../text-sections.js';

export default function PrivacyPage() {
  return (
    <StaticPage
      title={siteLabels.privacy}
      updated={siteFacts.privacyDate}
      intro="How we collect, use and protect the personal data you trust us with."
    >
      <TextSections sections={privacySections} />
    </StaticPage>
  );
}
