/** Any unknown path: '404 Page Not Found'. */
import { labels, notices, siteLabels } from '@shared/texts.js';
import { NotFoundState } from '@/components/common/not-found-state.js';

export default function NotFoundPage() {
  return (
    <NotFoundState
      title={notices.pageNotFound}
      text={siteLabels.pageNotFoundText}
      backTo="/"
      backLabel={labels.goHome}
    />
  );
}
