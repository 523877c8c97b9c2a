// Credentials for part 3 of `npm run bench -- push`: a demo folder as @ohit/server-province's
// ensureDemoProvinceCredentials lays it out (<root>/demo/{password, private-key.pem, public-key.pem}),
// with an RSA key of the batch's size, so the stand-in workers sign with it. The bench-only sink
// verifies nothing, so the pair is never registered anywhere. Removed with the temporary folder.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A credentials root holding a `bits`-bit key pair; `remove()` deletes it. */
export function signingCredentials(bits) {
  const root = mkdtempSync(join(tmpdir(), `ohit-push-keys-${bits}-`));
  const dir = join(root, 'demo');
  mkdirSync(dir, { mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  writeFileSync(join(dir, 'password'), randomBytes(18).toString('base64url'), { mode: 0o600 });
  writeFileSync(join(dir, 'private-key.pem'), privateKey, { mode: 0o600 });
  writeFileSync(join(dir, 'public-key.pem'), publicKey);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
