/**
 * Home (/): hero search, then Jobs for you for a signed-in job seeker (the featured newest jobs for everyone
 * else), categories, featured companies, and the visitor-only blocks.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '@/api/use-session.js';
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

/** Jobs for you: its own chunk, fetched only for a signed-in job seeker. */
const JobsForYou = lazy(() => import('@/features/matching').then((module) => ({ default: module.JobsForYou })));

/**
 * The first section: the featured jobs as prerendered (and while the session loads), Jobs for you once the session
 * says a job seeker is signed in.
 */
function FirstJobs() {
  const { isJobSeeker } = useSession();
  if (!isJobSeeker) return <FeaturedJobs />;
  return (
    <Suspense fallback={<FeaturedJobs />}>
      <JobsForYou />
    </Suspense>
  );
}

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Section>
        <HeroSearch />
      </Section>
      <Section>
        <FirstJobs />
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
