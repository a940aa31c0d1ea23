import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { z } from 'zod';

/** The one RS256 private signing key (JWK), as oidc-provider's `jwks` wants it. */
const RsaPrivateJwk = z
  .object({
    kty: z.literal('RSA'),
    kid: z.string().min(1),
    alg: z.literal('RS256'),
    use: z.literal('sig'),
    n: z.string().min(1),
    e: z.string().min(1),
    d: z.string().min(1),
    p: z.string().min(1),
    q: z.string().min(1),
    dp: z.string().min(1),
    dq: z.string().min(1),
    qi: z.string().min(1),
  })
  .strict();
export type RsaPrivateJwk = z.infer<typeof RsaPrivateJwk>;

/** What `${dataDir}/identity-keys.json` holds: generated once, reused on every start. */
export const IdentityKeys = z.object({
  version: z.literal(1),
  signingKeys: z.array(RsaPrivateJwk).min(1),
  /** Koa cookie-signing keys of the provider (first signs, all verify) */
  cookieKeys: z.array(z.string().min(32)).min(1),
  /** the confidential client's secret (client `my-account`) */
  clientSecret: z.string().min(32),
  /** 32 bytes, base64url: encrypts the session endpoint's transaction cookie */
  sessionKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type IdentityKeys = z.infer<typeof IdentityKeys>;

export const KEYS_FILE = 'identity-keys.json';

const secret = (bytes: number) => randomBytes(bytes).toString('base64url');

export async function generateIdentityKeys(): Promise<IdentityKeys> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const base = RsaPrivateJwk.omit({ kid: true, alg: true, use: true }).parse(jwk);
  const kid = await calculateJwkThumbprint({ kty: base.kty, n: base.n, e: base.e });
  return {
    version: 1,
    signingKeys: [{ ...base, kid, alg: 'RS256', use: 'sig' }],
    cookieKeys: [secret(32)],
    clientSecret: secret(32),
    sessionKey: secret(32),
  };
}

/**
 * The identity keys: read from `${dataDir}/identity-keys.json`, or generated and written there
 * on first start (mode 0600). Without a data folder they live in memory only.
 */
export async function loadIdentityKeys(dataDir: string | undefined): Promise<IdentityKeys> {
  if (!dataDir) return generateIdentityKeys();
  const file = join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    const parsed = IdentityKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a valid identity keys file: ${parsed.error.message}`);
    return parsed.data;
  }
  const keys = await generateIdentityKeys();
  mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(keys, null, 2), { mode: 0o600 });
  renameSync(temp, file);
  return keys;
}

/** The public half of the signing keys (for verifying tokens locally, without HTTP). */
export const publicJwks = (keys: IdentityKeys) => ({
  keys: keys.signingKeys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })),
});
