/** Home (/): hero search, featured jobs, categories, featured companies, and the visitor-only blocks. */
import { type ReactNode, Suspense } from 'react';
import { usePageTitle } from '@/lib/use-page-title.js';
import { CategoryGrid } from '../category-grid.js';
import { FeaturedCompanies } from '../featured-companies.js';
import { FeaturedJobs } from '../featured-jobs.js';
import { HeroSearch } from '../hero-search.js';
import { EmployersBlock, JoinBanner, VisitorOnly } from '../visitor-blocks.js';

/**
 * A section React hydrates on its own. The page arrives prerendered, and React adopts each Suspense boundary of
 * the server HTML in a separate pass and commit, in order: a phone then runs a few short tasks instead of one long
 * one for the whole page. Nothing inside suspends in the browser, so the fallback is never seen.
 */
function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Section>
        <HeroSearch />
      </Section>
      <Section>
        <FeaturedJobs />
      </Section>
      <VisitorOnly>
        <Section>
          <JoinBanner />
        </Section>
      </VisitorOnly>
      <Section>
        <CategoryGrid />
      </Section>
      <Section>
        <FeaturedCompanies />
      </Section>
      <VisitorOnly>
        <Section>
          <EmployersBlock />
        </Section>
      </VisitorOnly>
    </>
  );
}
