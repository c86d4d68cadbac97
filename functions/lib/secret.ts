/**
 * The signing secret (sessions, cursors), loaded on first use and kept for the container's life.
 * - Deployed: SESSION_SECRET_ID names a Secrets Manager secret, read through the Lambda "Parameters and Secrets"
 *   extension on localhost, so no SDK client ships in the bundle and nothing is fetched on import.
 * - Locally and in tests: SESSION_SECRET holds it (the local stack generates one into the data folder).
 */
let pending: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const inline = process.env.SESSION_SECRET;
  if (inline) return new TextEncoder().encode(inline);
  const secretId = process.env.SESSION_SECRET_ID;
  if (!secretId) throw new Error('Neither SESSION_SECRET nor SESSION_SECRET_ID is set');
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`Secret could not be read (${response.status})`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error('Secret has no string value');
  return new TextEncoder().encode(SecretString);
}

export function signingSecret(): Promise<Uint8Array> {
  pending ??= load().catch((error: unknown) => {
    pending = undefined; // a failed read is retried by the next request
    throw error;
  });
  return pending;
}
