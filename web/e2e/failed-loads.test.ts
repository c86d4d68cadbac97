/**
 * The app's code not coming, as on a phone whose connection drops: the page must never go empty, and what works
 * without the app must keep working.
 *
 * - The app's entry fails (shared/app-start-script.ts): a page the server rendered stays, with a notice and Try again;
 *   its clicks are no longer held, and a link tapped while the code was on its way is followed.
 * - Only the landing screen's code fails on a page the server rendered (web/src/app/main.tsx): the same.
 * - A screen's code fails on the way there (web/src/components/layout/screen-boundary.tsx): the failure is said in
 *   the page, under the bar, and Try again loads it; the footer's code failing leaves out the footer only.
 * - A dialog's, the phone menu's or the account menu's code fails (web/src/lib/use-dialog-on-demand.ts): the page
 *   stays, a toast says so, the next tap opens it. The toast's own code came at the first touch of the page, so it
 *   can say so when the whole connection has dropped. The question asked before unsaved edits are left
 *   (web/src/lib/use-leave-guard.tsx): the navigation is let go of, the edits stay, a toast says so.
 */
import type { Page } from 'playwright-core';
import { alertLabels } from '../../shared/texts/alert-texts.js';
import { reportLabels } from '../../shared/texts/moderation-texts.js';
import { jobLabels, labels, loadFailureTexts, screenTexts, siteLabels } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { signUp } from './accounts.js';
import { holdRequests, startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();

async function someJob(page: Page): Promise<Job> {
  const [job] = (await (await page.request.get('/api/jobs?limit=1')).json()) as Job[];
  if (!job) throw new Error('the board has no job');
  return job;
}

/** The notice the head script shows when the app could not start. */
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: labels.loadFailed });

/** A job page opened with the files matching `pattern` failing: it shows, with the notice, its heading the job's. */
async function jobPageFailing(pattern: string) {
  const page = await browser.newPage({ width: 390, height: 844 });
  const job = await someJob(page);
  (await holdRequests(page, pattern)).fail();
  await page.goto(`/job/${job.id}`);
  await notice(page).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(job.title);
  return { page, job };
}

/**
 * On a phone, `path` with the files matching `pattern` failing: once the app is live, a tap on the control named
 * `control` opens nothing, a toast says so and the page stays (`kept` checks the rest); once the files come, the
 * next tap opens what `opened` finds.
 */
async function tapWhileCodeFails(
  page: Page,
  { pattern, path, control }: { pattern: string; path: string; control: string },
  kept: () => Promise<void>,
  opened: () => Promise<unknown>,
) {
  (await holdRequests(page, pattern)).fail();
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor(); // the app is live
  const button = page.getByRole('button', { name: control });
  await button.click();
  await page.getByText(loadFailureTexts.offline).waitFor();
  expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  await kept();
  await page.unrouteAll();
  await button.click();
  await opened();
}

describe("a page the server rendered, when the app's code does not come", () => {
  it('stays readable, says so, and follows a link tapped while the code was on its way', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const job = await someJob(page);
    const { fail } = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/job/${job.id}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    // Held: the app might still come. Then the code fails, and the tap goes where the link points.
    await page.getByRole('link', { name: job.companyName }).first().click({ force: true });
    expect(page.url()).toContain(`/job/${job.id}`);
    fail();
    await page.waitForURL(`**/companies/${job.companyId}`);
    // The company page came from the server too, and the app fails there as well: readable, with the notice.
    await page.getByRole('heading', { level: 1, name: job.companyName }).waitFor();
    await notice(page).getByRole('button', { name: labels.tryAgain }).waitFor();
  });

  it('loads the page again with Try again, and the app then starts', async () => {
    const { page } = await jobPageFailing('**/assets/*.js');
    await page.unrouteAll();
    await notice(page).getByRole('button', { name: labels.tryAgain }).click();
    // The footer joins only once the app is live.
    await page.getByRole('contentinfo').waitFor();
    expect(await notice(page).count()).toBe(0);
  });

  it('takes the loading spinner away on a screen that needed the app, and says so', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    (await holdRequests(page, '**/assets/*.js')).fail();
    await page.goto('/auth');
    await notice(page).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('status').count()).toBe(0);
    // The bar came with the page and its links still go.
    await page.getByRole('link', { name: 'JobBoard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("stays as it came, with the notice, when only the screen's code does not come; its links then work", async () => {
    const { page, job } = await jobPageFailing('**/assets/job-detail-*.js');
    await page.getByRole('link', { name: job.companyName }).first().click();
    await page.waitForURL(`**/companies/${job.companyId}`);
    await page.getByRole('heading', { level: 1, name: job.companyName }).waitFor();
  });
});

describe("inside the app, when a part's code does not come", () => {
  it('says so under the bar instead of an empty page, and Try again loads it', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/jobs');
    await page.getByRole('contentinfo').waitFor(); // the app is live
    (await holdRequests(page, '**/assets/about-*.js')).fail();
    await page.getByRole('contentinfo').getByRole('link', { name: siteLabels.about, exact: true }).click();
    await page.waitForURL('**/about');
    const failure = page.getByRole('main').getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(loadFailureTexts.screen);
    expect(await page.getByRole('banner').getByRole('link', { name: labels.brand }).count()).toBe(1);
    await page.unrouteAll();
    await failure.getByRole('button', { name: labels.tryAgain }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });

  it("leaves out the footer, and only it, when the footer's code does not come", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const job = await someJob(page);
    (await holdRequests(page, '**/assets/footer-*.js')).fail();
    await page.goto(`/job/${job.id}`);
    // Live: Apply is enabled once the app has taken the page over and the session has answered.
    await page.getByRole('button', { name: jobLabels.applyNow }).and(page.locator(':enabled')).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(job.title);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("keeps the page and says so in a toast when a dialog's code does not come; the next tap opens it", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const job = await someJob(page);
    await tapWhileCodeFails(
      page,
      { pattern: '**/assets/report-dialog-*.js', path: `/job/${job.id}`, control: reportLabels.reportJob },
      async () => {
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(job.title);
        expect(await page.getByRole('dialog').count()).toBe(0);
      },
      () =>
        page
          .getByRole('dialog', { name: reportLabels.dialogTitle })
          .getByRole('combobox', { name: reportLabels.reason })
          .waitFor(),
    );
  });

  it('says so in a toast when the connection dropped after the page was first touched', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const job = await someJob(page);
    const toastCode = page.waitForRequest(/\/assets\/toast-view-[^/]*\.js$/);
    await page.goto(`/job/${job.id}`);
    await page.getByRole('contentinfo').waitFor(); // the app is live
    // A first touch anywhere brings the toast's own code, so a toast can still say the connection dropped.
    await page.getByRole('heading', { level: 1 }).click();
    await (await toastCode).response();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: reportLabels.reportJob }).click();
    await page.getByText(loadFailureTexts.offline).waitFor();
    await page.context().setOffline(false);
  });

  it("keeps the page when the menu's code does not come on a phone; the next tap opens it", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await tapWhileCodeFails(
      page,
      { pattern: '**/assets/mobile-nav-*.js', path: '/jobs', control: labels.openMenu },
      async () =>
        expect(await page.getByRole('button', { name: labels.openMenu }).getAttribute('aria-expanded')).toBe('false'),
      () => page.getByRole('button', { name: labels.closeMenu }).waitFor(),
    );
  });

  it("keeps the page when the account menu's code does not come; the next click opens it", async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signUp(page, 'job_seeker', 'Robin Offline');
    (await holdRequests(page, '**/assets/account-menu-list-*.js')).fail();
    await page.goto('/jobs');
    const account = page.getByRole('button', { name: labels.myAccount });
    await account.click();
    await page.getByText(loadFailureTexts.offline).waitFor();
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.unrouteAll();
    await account.click();
    await page.getByRole('menuitem', { name: labels.signOut }).waitFor();
  });

  it("keeps the list when the alert dialog's code does not come; the next tap opens it", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await tapWhileCodeFails(
      page,
      { pattern: '**/assets/save-search-dialog-*.js', path: '/jobs', control: alertLabels.saveSearch },
      async () => expect(await page.getByRole('dialog').count()).toBe(0),
      () => page.getByRole('dialog', { name: alertLabels.saveSearchTitle }).waitFor(),
    );
  });

  it("keeps the edits, and says so, when the leave question's code does not come; the next try asks", async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signUp(page, 'company', 'Offline Hiring Co');
    (await holdRequests(page, '**/assets/confirm-dialog-*.js')).fail();
    await page.goto('/post-job');
    await page.getByRole('textbox', { name: /Job Title/ }).fill('Half-typed title');
    const brand = page.getByRole('banner').getByRole('link', { name: labels.brand });
    await brand.click();
    await page.getByText(loadFailureTexts.offline).waitFor();
    expect(new URL(page.url()).pathname).toBe('/post-job');
    expect(await page.getByRole('textbox', { name: /Job Title/ }).inputValue()).toBe('Half-typed title');
    await page.unrouteAll();
    await brand.click();
    await page.getByRole('alertdialog', { name: screenTexts.leaveTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/post-job');
  });
});
