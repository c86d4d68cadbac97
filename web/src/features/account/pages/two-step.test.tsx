import { accountMessages, secondFactorTexts } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const renewed = Array.from({ length: 10 }, (_, i) => `abcdef-ghjkmn-pqrstu-vwxy${String(i).padStart(2, '2')}`);

async function fillIn(user: ReturnType<typeof renderApp>['user'], password: string, code: string) {
  await user.type(await screen.findByLabelText(new RegExp(secondFactorTexts.passwordLabel)), password);
  await user.type(screen.getByLabelText(new RegExp(secondFactorTexts.codeLabel)), code);
}

describe('Turning two-step sign-in on', () => {
  it('asks for the password again before the QR code, and puts a wrong one on its field', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/user': aUser(),
      'POST /api/user/second-factor/setup': () => {
        tries += 1;
        return tries === 1
          ? json({ message: accountMessages.currentPasswordWrong }, { status: 400 })
          : { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };
      },
    });
    const { user } = renderApp('/two-step');
    await user.click(await screen.findByRole('button', { name: secondFactorTexts.turnOn }));
    expect(await screen.findByText(accountMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(api.to('/api/user/second-factor/setup')).toHaveLength(0);
    await user.type(screen.getByLabelText(new RegExp(secondFactorTexts.passwordLabel)), 'a-guess');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOn }));
    expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(secondFactorTexts.passwordLabel)), '-right');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOn }));
    expect(await screen.findByRole('img', { name: secondFactorTexts.qrAlt })).toBeInTheDocument();
    expect(api.to('/api/user/second-factor/setup')[1]?.body).toEqual({ password: 'a-guess-right' });
  });
});

describe('Confirming the set-up with the first code', () => {
  it("asks only for the app's 6 digits (no recovery codes exist yet) and takes them as the app shows them", async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'POST /api/user/second-factor/setup': {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      'POST /api/user/second-factor': { recoveryCodes: renewed },
    });
    const { user } = renderApp('/two-step');
    await user.type(await screen.findByLabelText(new RegExp(secondFactorTexts.passwordLabel)), 'my-own-password');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOn }));
    const code = await screen.findByLabelText(new RegExp(secondFactorTexts.codeLabel));
    expect(code).toHaveAccessibleDescription(secondFactorTexts.setupCodeHint);
    expect(screen.queryByText(secondFactorTexts.codeHint)).not.toBeInTheDocument();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOn }));
    expect(await screen.findByText(secondFactorTexts.recoveryIntro)).toBeInTheDocument();
    expect(api.to('/api/user/second-factor')[0]?.body).toEqual({ code: '123456' });
  });
});

describe('Two-step sign-in once it is on', () => {
  it('renews the recovery codes with the password and a code, and shows the new ones once', async () => {
    const api = mockApi({
      'GET /api/user': aUser({ secondFactor: true }),
      'POST /api/user/second-factor/recovery-codes': { recoveryCodes: renewed },
    });
    const { user } = renderApp('/two-step');
    expect(await screen.findByText(secondFactorTexts.isOn)).toBeInTheDocument();
    await fillIn(user, 'my-own-password', '123456');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.renewCodes }));
    expect(await screen.findByText(secondFactorTexts.renewedIntro)).toBeInTheDocument();
    expect(screen.getByText(renewed[3] as string)).toBeInTheDocument();
    expect(api.to('/api/user/second-factor/recovery-codes')[0]?.body).toEqual({
      password: 'my-own-password',
      code: '123456',
    });
    expect(api.to('/api/user/second-factor/off')).toHaveLength(0);
  });

  it('turns it off and then offers to turn it on again', async () => {
    const api = mockApi({
      'GET /api/user': aUser({ secondFactor: true }),
      'POST /api/user/second-factor/off': { message: secondFactorTexts.turnedOff },
    });
    const { user } = renderApp('/two-step');
    await fillIn(user, 'my-own-password', '654321');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOff }));
    expect(await screen.findByRole('button', { name: secondFactorTexts.turnOn })).toBeInTheDocument();
    expect(api.to('/api/user/second-factor/off')).toHaveLength(1);
  });

  it('puts a wrong password on its field and sends nothing without a code', async () => {
    const api = mockApi({
      'GET /api/user': aUser({ secondFactor: true }),
      'POST /api/user/second-factor/off': () =>
        json({ message: accountMessages.currentPasswordWrong }, { status: 400 }),
    });
    const { user } = renderApp('/two-step');
    await user.type(await screen.findByLabelText(new RegExp(secondFactorTexts.passwordLabel)), 'guess');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOff }));
    expect(await screen.findByText(secondFactorTexts.wrongCode)).toBeInTheDocument();
    expect(api.to('/api/user/second-factor/off')).toHaveLength(0);

    await user.type(screen.getByLabelText(new RegExp(secondFactorTexts.codeLabel)), '123456');
    await user.click(screen.getByRole('button', { name: secondFactorTexts.turnOff }));
    expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(new RegExp(secondFactorTexts.passwordLabel))).toHaveFocus());
  });

  it('does not offer an admin to turn it off', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'admin', secondFactor: true }) });
    renderApp('/two-step');
    expect(await screen.findByRole('button', { name: secondFactorTexts.renewCodes })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: secondFactorTexts.turnOff })).not.toBeInTheDocument();
    expect(screen.getByText(secondFactorTexts.adminsKeepIt)).toBeInTheDocument();
  });
});
