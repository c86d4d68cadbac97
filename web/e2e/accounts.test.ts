/**
 * Accounts in Chromium against the real `npm start` stack: register both roles, sign out and in, the wrong
 * password notice, signing up and confirming the email before applying, signing out one browser from the profile and a logout that voids a copied cookie, a password reset through the link in the outbox mail, a profile change that survives a
 * reload, a password change, and an account deletion after which the login fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { accountLabels as l } from '../../shared/texts/account-labels.js';
import { alertLabels } from '../../shared/texts/alert-texts.js';
import { seekerLabels } from '../../shared/texts/seekers-texts.js';
import {
  accountMessages,
  emailConfirmationTexts,
  hiringLabels,
  jobLabels,
  labels,
  notices,
  screenTexts,
  sessionListTexts,
  sessionNotices,
} from '../../shared/texts.js';
import { signUp } from './accounts.js';
import { startBrowserPerFile } from './browser.js';
import { confirmEmailOf, mailTo } from './outbox.js';

const browser = startBrowserPerFile();
const run = Date.now().toString(36);
let counter = 0;

interface Account {
  username: string;
  email: string;
  password: string;
  name: string;
}

/** A fresh account's details: unique per run and per call, so reruns on one data folder never collide. */
function newAccount(prefix: string, name: string): Account {
  counter += 1;
  const username = `${prefix}_${run}_${counter}`;
  return { username, email: `${username}@example.com`, password: `pass-${run}-${counter}`, name };
}

/** A required field by its label (MUI appends ' *'). */
const field = (scope: Pick<Page, 'getByLabel'>, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

async function register(page: Page, account: Account, role: 'Find a job' | 'Hire talent') {
  await page.goto('/');
  await page.getByRole('link', { name: labels.signUp }).click();
  await page.getByRole('tab', { name: l.register, selected: true }).waitFor();
  await page.getByRole('radio', { name: role }).check();
  await field(page, role === 'Hire talent' ? l.companyName : l.fullName).fill(account.name);
  await field(page, l.username).fill(account.username);
  await field(page, l.emailAddress).fill(account.email);
  await field(page, l.password).fill(account.password);
  await field(page, l.confirmPassword).fill(account.password);
}

/** An account made through the API in this page's browser context, which is then signed in. */
async function registerByApi(page: Page, account: Account) {
  const answer = await page.request.post('/api/register', { data: { ...account, role: 'job_seeker' } });
  expect(answer.status()).toBe(201);
  await confirmEmailOf(page.request, account.email);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await field(page, l.username).fill(username);
  await field(page, l.password).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: labels.myAccount }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  return menu;
}

/** The reset link of the newest mail to `email` in the local outbox. */
function resetLinkFor(email: string): string | undefined {
  const outbox = inject('outboxDir');
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => readFileSync(join(outbox, name), 'utf8'));
  const mail = mails.find((text) => text.includes(`To: ${email}\r\n`));
  return mail?.match(/https?:\/\/\S+\/forgot-password#token=[\w-]+/)?.[0];
}

describe('accounts', () => {
  it('registers a job seeker, signs out and signs back in', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('seeker', 'Sam Seeker');
    await register(page, seeker, 'Find a job');
    await page.getByRole('button', { name: l.createAccount }).click();
    await toast(page, notices.registrationSuccessful).waitFor();
    await page.getByText(notices.welcome(seeker.name)).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = await openAccountMenu(page);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      labels.profile,
      labels.applications,
      seekerLabels.savedJobsTitle,
      alertLabels.jobAlertsTitle,
      labels.signOut,
    ]);
    await menu.getByRole('menuitem', { name: labels.signOut }).click();
    await toast(page, sessionNotices.loggedOut).waitFor();
    await page.getByRole('link', { name: labels.signIn }).waitFor();

    await signIn(page, seeker.username, seeker.password);
    await toast(page, notices.loginSuccessful).waitFor();
    await page.getByText(notices.welcomeBack(seeker.name)).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: labels.myAccount }).waitFor();
  });

  it('signs out one browser from the profile, and a logout makes a copied cookie useless at once', async () => {
    const laptop = await browser.newPage();
    const phone = await browser.newPage();
    const seeker = newAccount('sessions', 'Sid Sessions');
    await registerByApi(laptop, seeker);
    await signIn(phone, seeker.username, seeker.password);
    await toast(phone, notices.loginSuccessful).waitFor();

    await laptop.goto('/profile');
    const sessions = laptop.getByRole('region', { name: sessionListTexts.title });
    await sessions.getByText(sessionListTexts.thisDevice).waitFor();
    // The local stack has no CloudFront to name a place: the list says so.
    expect(await sessions.getByText(new RegExp(sessionListTexts.placeUnknown)).count()).toBe(2);
    const signOutPhone = sessions.getByRole('button', { name: sessionListTexts.signOut });
    expect(await signOutPhone.count()).toBe(1);
    await signOutPhone.click();
    await toast(laptop, sessionListTexts.sessionEnded).waitFor();
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    expect((await laptop.request.get('/api/user')).status()).toBe(200);

    // What an attacker copies before the owner signs out: the same cookie, from another browser.
    const copied = (await laptop.context().cookies()).find((cookie) => cookie.name === 'jobboard_session');
    expect(copied).toBeDefined();
    const attacker = await browser.newPage();
    await attacker.context().addCookies([{ ...(copied as NonNullable<typeof copied>) }]);
    expect((await attacker.request.get('/api/user')).status()).toBe(200);
    const menu = await openAccountMenu(laptop);
    await menu.getByRole('menuitem', { name: labels.signOut }).click();
    await toast(laptop, sessionNotices.loggedOut).waitFor();
    expect((await attacker.request.get('/api/user')).status()).toBe(401);
  });

  it('signs up, is held back until the emailed link is confirmed, then applies', async () => {
    const company = await browser.newPage();
    await signUp(company, 'company', `Confirm Co ${run}`);
    const title = `Confirmation Tester ${run}`;
    const posted = await company.request.post('/api/jobs', {
      data: {
        title,
        description: 'Check that every new account confirms its email address before it applies.',
        requirements: 'Patience and a working mailbox.',
        location: 'Porto',
        jobType: 'full_time',
      },
    });
    expect(posted.status()).toBe(201);
    const jobId = ((await posted.json()) as { id: number }).id;

    const page = await browser.newPage();
    const seeker = newAccount('confirm', 'Cora Confirm');
    await register(page, seeker, 'Find a job');
    await page.getByRole('button', { name: l.createAccount }).click();
    await toast(page, notices.registrationSuccessful).waitFor();
    const notice = page.getByRole('alert').filter({ hasText: emailConfirmationTexts.bannerTitle });
    await notice.waitFor();
    const body = { resume: 'Five years of careful testing.', coverLetter: 'I read every email.' };
    const refused = await page.request.post(`/api/jobs/${jobId}/apply`, { data: body });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(emailConfirmationTexts.required);

    const mail = await mailTo(seeker.email, 'Subject: Confirm your JobBoard email address');
    const link = mail.replace(/=\r\n/g, '').match(/https?:\/\/\S+\/confirm-email#token=[\w-]+/)?.[0] as string;
    await page.goto(link);
    await page.getByRole('button', { name: emailConfirmationTexts.confirmButton }).click();
    await page.getByText(emailConfirmationTexts.confirmed).waitFor();
    await page.getByRole('link', { name: emailConfirmationTexts.goOn }).click();
    await notice.waitFor({ state: 'detached' });

    await page.goto(`/job/${jobId}`);
    await page.getByRole('button', { name: jobLabels.applyNow }).first().click();
    const dialog = page.getByRole('dialog', { name: hiringLabels.applyTitle(title) });
    await dialog.getByRole('textbox', { name: /Resume/ }).fill(body.resume);
    await dialog.getByRole('textbox', { name: /Cover letter/ }).fill(body.coverLetter);
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await page.getByText(notices.applicationSubmitted).waitFor();
  }, 120_000);

  it('registers a company with its details: Post a Job, Dashboard, and a directory entry', async () => {
    const page = await browser.newPage();
    const company = newAccount('company', `Acme ${run}`);
    await register(page, company, 'Hire talent');
    await field(page, l.website).fill('https://acme.example');
    await field(page, l.location).fill('Austin, TX');
    await field(page, l.companyDescription).fill('We make tools for people who make things.');
    await page.getByRole('button', { name: l.createAccount }).click();
    await toast(page, notices.registrationSuccessful).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: labels.postAJob }).waitFor();
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: labels.dashboard }).waitFor();
    // The directory answer may be cached by a browser for minutes (public Cache-Control): look from a fresh one.
    // A new company has no open job yet: the directory lists it once asked to include those.
    const visitor = await browser.newPage();
    await visitor.goto('/companies');
    await visitor.getByLabel(screenTexts.includeWithoutJobs).check();
    await visitor.getByRole('heading', { name: company.name }).waitFor();
  });

  it('says the password is wrong', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('wrongpw', 'Wren Wrong');
    await registerByApi(page, seeker);
    await page.context().clearCookies();
    await signIn(page, seeker.username, 'not-the-password');
    await toast(page, notices.loginFailed).waitFor();
    await page.getByText(notices.invalidCredentialsLong).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('resets a forgotten password through the emailed link and signs in with the new one', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('forgot', 'Fay Forgetful');
    await registerByApi(page, seeker);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('link', { name: l.forgotPassword }).click();
    await field(page, l.emailAddress).fill(seeker.email);
    await page.getByRole('button', { name: l.sendResetLink }).click();
    await toast(page, notices.resetLinkSent).waitFor();
    await expect.poll(() => resetLinkFor(seeker.email), { timeout: 15_000 }).toBeDefined();

    await page.goto(resetLinkFor(seeker.email)!);
    await page.getByRole('heading', { name: l.resetTitle, level: 1 }).waitFor();
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    const newPassword = `new-${seeker.password}`;
    await field(page, l.newPassword).fill(newPassword);
    await field(page, l.confirmNewPassword).fill(newPassword);
    const resetCall = page.waitForRequest((request) => request.url().endsWith('/api/reset-password'));
    await page.getByRole('button', { name: l.resetPassword }).click();
    // The token is in the page URL: the page's own calls carry no Referer with it.
    expect((await (await resetCall).allHeaders()).referer).toBeUndefined();
    await toast(page, notices.passwordReset).waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');

    await signIn(page, seeker.username, newPassword);
    await toast(page, notices.loginSuccessful).waitFor();
  });

  it('saves a profile change that is still there after a reload', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('profile', 'Pat Profile');
    await registerByApi(page, seeker);
    await page.goto('/profile');
    await page.getByRole('heading', { name: seeker.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: l.editPersonalInformation }).click();
    await field(page, l.fullName).fill('Patricia Profile');
    await field(page, l.emailAddress).fill(`renamed.${seeker.email}`);
    // A new email asks for the current password.
    await field(page, l.currentPassword).fill(seeker.password);
    await page.getByRole('button', { name: l.saveChanges }).click();
    await toast(page, l.profileUpdated).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Patricia Profile', level: 1 }).waitFor();
    await page.getByText(`renamed.${seeker.email}`).waitFor();
  });

  it('changes the password from the profile', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('change', 'Cai Change');
    await registerByApi(page, seeker);
    await page.goto('/profile');
    // The dialog's code arrives on the first press (the button spins, disabled, meanwhile); closing the dialog
    // gives the focus back to the button, so a keyboard user goes on from where they were.
    const opener = page.getByRole('button', { name: l.changePassword });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await opener.click();
    await field(dialog, l.currentPassword).fill(seeker.password);
    await field(dialog, l.newPassword).fill(`changed-${seeker.password}`);
    await field(dialog, l.confirmNewPassword).fill(`changed-${seeker.password}`);
    await dialog.getByRole('button', { name: l.changePassword }).click();
    await page.getByText(accountMessages.passwordChanged).waitFor();
    await page.context().clearCookies();
    await signIn(page, seeker.username, `changed-${seeker.password}`);
    await toast(page, notices.loginSuccessful).waitFor();
  });

  it("downloads the signed-in account's data as one JSON file from the profile", async () => {
    const page = await browser.newPage();
    const seeker = newAccount('export', 'Ex Porter');
    await registerByApi(page, seeker);
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: l.downloadData }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^jobboard-data-${seeker.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const file = await download.path();
    const document = JSON.parse(readFileSync(file, 'utf8'));
    expect(document).toMatchObject({
      format: 'jobboard-account-export',
      account: { username: seeker.username, email: seeker.email, name: seeker.name, role: 'job_seeker' },
      applications: [],
      savedJobs: [],
      alerts: [],
    });
    const text = JSON.stringify(document);
    expect(text).not.toContain(seeker.password);
    expect(text).not.toContain('passwordHash');
    const session = (await page.context().cookies()).find((cookie) => cookie.httpOnly);
    expect(text).not.toContain(session?.value ?? 'no session cookie');
    await toast(page, l.dataDownloaded).waitFor();
  });

  it('deletes the account, signs out, and the login then fails', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('delete', 'Dee Delete');
    await registerByApi(page, seeker);
    await page.goto('/profile');
    await page.getByRole('button', { name: l.deleteAccount }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: l.deleteAccount });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: l.typeDelete }).fill('DELETE');
    await confirm.click();
    await toast(page, notices.accountDeleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: labels.signIn }).waitFor();

    await signIn(page, seeker.username, seeker.password);
    await toast(page, notices.loginFailed).waitFor();
    await page.getByText(notices.invalidCredentialsLong).waitFor();
  });

  it('sends a signed-out visitor from /profile to /auth and back after signing in', async () => {
    const page = await browser.newPage();
    const seeker = newAccount('guard', 'Gus Guard');
    await registerByApi(page, seeker);
    await page.context().clearCookies();
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    await field(page, l.username).fill(seeker.username);
    await field(page, l.password).fill(seeker.password);
    await page.getByRole('button', { name: l.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: seeker.name, level: 1 }).waitFor();
  });
});
