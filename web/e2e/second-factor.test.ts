/**
 * Two-step sign-in in Chromium against the real stack: a new admin (made, as admins are, outside the site: here by
 * setting the role of a fresh account in DynamoDB Local) is refused the admin API, is led from the desk to the
 * enrolment screen, gives the password again, scans nothing but types the shown key's code as an app would, sees the recovery codes once and
 * reaches the desk; a later sign-in asks for a code before anything opens. A job seeker turns it on from the profile,
 * renews the recovery codes and turns it off again, each change with the password and a code.
 */
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { codeAt } from '../../functions/lib/totp.js';
import { localClient } from '../../functions/local/dynamodb.js';
import { TABLE_NAME } from '../../scripts/local/local-data.js';
import { accountLabels } from '../../shared/texts/account-labels.js';
import { deskLabels } from '../../shared/texts/moderation-texts.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { startBrowserPerFile } from './browser.js';
import { registerAs, uniqueWord } from './sign-up.js';
import { stack } from './stack.js';

const browser = startBrowserPerFile();
const PASSWORD = 'e2e-Secret-42';

async function makeAdmin(userId: number) {
  const client = localClient(stack.dynamoEndpoint);
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: TABLE_NAME,
        Key: { pk: { S: keys.user(userId).pk }, sk: { S: keys.user(userId).sk } },
        UpdateExpression: 'SET #role = :admin',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':admin': { S: 'admin' } },
      }),
    );
  } finally {
    client.destroy();
  }
}

describe('two-step sign-in', () => {
  it('leads a new admin to enrol, shows the recovery codes once, then opens the desk; sign-in asks for a code', async () => {
    const page = await browser.newPage();
    const user = await registerAs(page, 'company', `Admin ${uniqueWord()}`);
    await makeAdmin(user.id);

    const refused = await page.request.get('/api/admin/reports');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(secondFactorTexts.required);

    await page.goto('/admin');
    await page.waitForURL('**/two-step');
    await page.getByText(secondFactorTexts.adminIntro).waitFor();
    // The password again first: a borrowed session cannot turn on a factor its owner does not have.
    await page.getByLabel(new RegExp(`^${secondFactorTexts.passwordLabel}\\s*\\*?$`)).fill(PASSWORD);
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).click();
    await page.getByRole('img', { name: secondFactorTexts.qrAlt }).waitFor();
    const secret = (await page.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const codeField = page.getByLabel(new RegExp(`^${secondFactorTexts.codeLabel}\\s*\\*?$`));
    await codeField.fill('12');
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).click();
    await page.getByText(secondFactorTexts.wrongCode).waitFor();
    await codeField.fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).click();

    const codes = page.getByRole('list', { name: secondFactorTexts.recoveryTitle }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: secondFactorTexts.done }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: deskLabels.title }).waitFor();
    expect((await page.request.get('/api/admin/reports')).status()).toBe(200);

    // Another browser: the password alone opens nothing; the app's next code finishes the sign-in.
    const other = await browser.newPage();
    await other.goto('/auth');
    await other.getByLabel(new RegExp(`^${accountLabels.username}\\s*\\*?$`)).fill(user.username);
    await other.getByLabel(new RegExp(`^${accountLabels.password}\\s*\\*?$`)).fill(PASSWORD);
    await other.getByRole('button', { name: accountLabels.signIn, exact: true }).click();
    await other.getByText(secondFactorTexts.codeNeeded).waitFor();
    expect((await other.request.get('/api/user')).status()).toBe(401);
    await other
      .getByLabel(new RegExp(`^${secondFactorTexts.codeLabel}\\s*\\*?$`))
      .fill(codeAt(secret, Date.now() + 30_000));
    await other.getByRole('button', { name: secondFactorTexts.verify }).click();
    await other.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await other.goto('/admin');
    await other.getByRole('heading', { level: 1, name: deskLabels.title }).waitFor();
  });

  it('lets a job seeker turn it on from the profile, renew the recovery codes and turn it off again', async () => {
    const page = await browser.newPage();
    await registerAs(page, 'job_seeker', `Seeker ${uniqueWord()}`);
    await page.goto('/profile');
    await page.getByText(secondFactorTexts.offer).waitFor();
    await page.getByRole('link', { name: secondFactorTexts.turnOn }).click();
    await page.waitForURL('**/two-step');
    const password = page.getByLabel(new RegExp(`^${secondFactorTexts.passwordLabel}\\s*\\*?$`));
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).click();
    await page.getByRole('img', { name: secondFactorTexts.qrAlt }).waitFor();
    const secret = (await page.locator('code').textContent())?.trim() ?? '';
    const codeField = page.getByLabel(new RegExp(`^${secondFactorTexts.codeLabel}\\s*\\*?$`));
    await codeField.fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).click();
    const codes = page.getByRole('list', { name: secondFactorTexts.recoveryTitle }).getByRole('listitem');
    await codes.first().waitFor();
    const first = await codes.allInnerTexts();
    await page.getByRole('button', { name: secondFactorTexts.done }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('link', { name: secondFactorTexts.manage }).click();

    // Renew: the password and the app's next code (the enrolment used this one).
    await password.fill(PASSWORD);
    await codeField.fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: secondFactorTexts.renewCodes }).click();
    await page.getByText(secondFactorTexts.renewedIntro).waitFor();
    const renewed = await codes.allInnerTexts();
    expect(renewed).toHaveLength(10);
    expect(renewed.some((code) => first.includes(code))).toBe(false);
    await page.getByRole('button', { name: secondFactorTexts.done }).click();
    await page.waitForURL('**/profile');

    // Turn off with one of the new recovery codes (a lost phone), then it is offered again.
    await page.getByRole('link', { name: secondFactorTexts.manage }).click();
    await password.fill(PASSWORD);
    await codeField.fill(renewed[0] as string);
    await page.getByRole('button', { name: secondFactorTexts.turnOff }).click();
    await page.getByText(secondFactorTexts.turnedOff).waitFor();
    await page.getByRole('button', { name: secondFactorTexts.turnOn }).waitFor();
    expect((await (await page.request.get('/api/user')).json()).secondFactor).toBe(false);
  });
});
