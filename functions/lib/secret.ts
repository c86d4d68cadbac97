/**
 * The signing keys of sessions and list cursors, loaded on first use and kept for the container's life.
 * - Deployed: SESSION_SECRET_ID names a Secrets Manager secret, read through the Lambda "Parameters and Secrets"
 *   extension on localhost, so no SDK client ships in the bundle and nothing is fetched on import.
 * - Locally and in tests: SESSION_SECRET holds it (the local stack generates a key set into the data folder).
 *
 * The value is a key set, `{"keys": [{"kid", "secret", "created"}, ...]}`, newest first: the first key signs,
 * every key verifies (a token names its key by `kid`). Rotation (infra/scripts/rotate-keys.ts) runs in two phases:
 * it first adds the new key second, where it only verifies, and deploys; then it moves that key to the front, where
 * it signs, and drops keys retired longer than a session lives. So during either deploy's canary the old and new
 * versions each verify what the other signs, and nobody is signed out. A plain string (the value
 * Secrets Manager generates at first deploy) is one key with the id LEGACY_KID, which also verifies tokens that
 * name no key (issued before key ids existed).
 */
import { request } from 'node:http';

export const LEGACY_KID = 'k0';

export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

export interface KeySet {
  /** The key that signs. */
  current: SigningKey;
  /** The key of a kid, or undefined when it is unknown or retired. */
  find(kid: string | undefined): Uint8Array | undefined;
}

interface StoredKey {
  kid?: unknown;
  secret?: unknown;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** A key set from the secret's text; throws (a 500, logged) when the stored value is malformed. */
export function parseKeySet(text: string): KeySet {
  let stored: StoredKey[];
  if (text.trimStart().startsWith('{')) {
    const parsed = JSON.parse(text) as { keys?: unknown };
    if (!Array.isArray(parsed.keys)) throw new Error('The signing key set has no "keys" list');
    stored = parsed.keys as StoredKey[];
  } else {
    stored = [{ kid: LEGACY_KID, secret: text.trim() }];
  }
  const keys = stored.map((key, i): SigningKey => {
    if (typeof key.kid !== 'string' || !key.kid || typeof key.secret !== 'string' || key.secret.length < 32) {
      throw new Error(`Signing key ${i} needs a kid and a secret of at least 32 characters`);
    }
    return { kid: key.kid, secret: encode(key.secret) };
  });
  const current = keys[0];
  if (!current) throw new Error('The signing key set is empty');
  const byKid = new Map(keys.map((key) => [key.kid, key.secret]));
  return { current, find: (kid) => byKid.get(kid ?? LEGACY_KID) };
}

let pending: Promise<KeySet> | undefined;

async function load(): Promise<KeySet> {
  const inline = process.env.SESSION_SECRET;
  if (inline) return parseKeySet(inline);
  const secretId = process.env.SESSION_SECRET_ID;
  if (!secretId) throw new Error('Neither SESSION_SECRET nor SESSION_SECRET_ID is set');
  return parseKeySet(await readSecretString(secretId));
}

/**
 * A Secrets Manager secret's string, through the Parameters and Secrets extension on localhost. node:http rather
 * than fetch: fetch loads undici, about 30 ms of a cold start (bundle-shims/node-http.ts), and every route reads the
 * origin secret at its first request.
 */
export function readSecretString(secretId: string): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const path = `/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: 'localhost',
        port,
        path,
        headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          if (incoming.statusCode !== 200)
            return reject(new Error(`Secret could not be read (${incoming.statusCode})`));
          const { SecretString } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretString?: string };
          if (!SecretString) return reject(new Error('Secret has no string value'));
          resolve(SecretString);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export function signingKeys(): Promise<KeySet> {
  pending ??= load().catch((error: unknown) => {
    pending = undefined; // a failed read is retried by the next request
    throw error;
  });
  return pending;
}
