import { defaultProvider } from './lambda-credentials.js';

describe('the Lambda credential provider', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reads the function role's credentials from the environment", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token-example');
    expect(await defaultProvider()()).toMatchObject({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      sessionToken: 'token-example',
    });
  });

  it('fails clearly when the environment has none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/credentials/i);
  });
});
