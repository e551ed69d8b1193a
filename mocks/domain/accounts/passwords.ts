import type { PasswordHash } from '@mocks/db/schema';

/**
 * The cost of a password hash in the browser's backend: PBKDF2-SHA256 rounds, slow by design, at OWASP's
 * current guidance for this algorithm (600,000).
 */
export const PASSWORD_HASH_ITERATIONS = 600_000;
/**
 * The same algorithm at a cost of microseconds, for tests and stories, whose in-memory backends protect
 * nothing real: a login there need not take the browser's fraction of a second.
 */
export const TEST_PASSWORD_HASH_ITERATIONS = 10;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** PBKDF2-SHA256 bits of a password: the slow part of hashing it, which a host may do on a thread of its own. */
export type DerivePasswordBits = (
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bits: number,
) => Promise<Uint8Array>;

/** WebCrypto's derivation: in the browser (and its service worker) it runs off the calling thread. */
const webCryptoBits: DerivePasswordBits = async (password, salt, iterations, bits) => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits),
  );
};

/** Hashing and checking passwords: how a backend does its password work. */
export interface PasswordHasher {
  /**
   * A salted PBKDF2 hash of `iterations` rounds: the only form in which a password is ever kept. The cost
   * is stored with the hash, so a password is always checked at the cost it was kept with.
   */
  hash: (password: string, iterations: number) => Promise<PasswordHash>;
  verify: (password: string, stored: PasswordHash) => Promise<boolean>;
}

/** The hasher over a derivation of PBKDF2 bits: WebCrypto's unless a host brings its own (the HTTP server's threads). */
export function createPasswordHasher(derive: DerivePasswordBits = webCryptoBits): PasswordHasher {
  return {
    hash: async (password, iterations) => {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const hash = await derive(password, salt, iterations, HASH_BITS);
      return { algorithm: 'PBKDF2-SHA256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
    },
    verify: async (password, stored) => {
      const candidate = await derive(password, fromBase64(stored.salt), stored.iterations, HASH_BITS);
      const expected = fromBase64(stored.hash);
      if (candidate.length !== expected.length) return false;
      let difference = 0;
      for (let index = 0; index < expected.length; index += 1)
        difference |= (candidate[index] ?? 0) ^ (expected[index] ?? 0);
      return difference === 0;
    },
  };
}

/** Hashing on WebCrypto, wherever the caller runs: the seed's, the tests' and the browser's. */
export const webCryptoHasher = createPasswordHasher();
export const hashPassword = webCryptoHasher.hash;
export const verifyPassword = webCryptoHasher.verify;

const DUMMY_SALT = toBase64(new Uint8Array(SALT_BYTES));
const DUMMY_HASH = toBase64(new Uint8Array(HASH_BITS / 8));

/**
 * A hash no password is known to match, at a given cost: an unknown email's password is checked against it,
 * so that it costs the same derivation as a known one and the answer's timing does not tell them apart.
 */
export function dummyPasswordHash(iterations: number): PasswordHash {
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: DUMMY_SALT, hash: DUMMY_HASH };
}

/** A random token of 256 bits, hex-encoded. */
export function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
