/** Accessibility page (/accessibility), with its fixed last-updated date. */
import { siteFacts, siteLabels } from '@shared/texts.js';
import { accessibilitySections } from '../legal.js';
import { StaticPage } from '../static-page.js';
import { TextSections } from '../text-sections.js';

export default function AccessibilityPage() {
  return (
    <StaticPage
      title={siteLabels.accessibility}
      updated={siteFacts.accessibilityDate}
      intro="How we make the job board usable for everyone, and how to reach us when it is not."
    >
      <TextSections sections={accessibilitySections} />
    </StaticPage>
  );
}
