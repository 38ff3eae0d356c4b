/**
 * Certificate ids (spec §9, design §5): `CERT-{four-digit year}-{6 uppercase letters or digits}`.
 * New ids are drawn without the look-alikes 0/O and 1/I/L, so an id read aloud or copied from
 * paper is typed right; ids issued before that may hold them and still verify.
 */

export const CERTIFICATE_ID_PREFIX = 'CERT';
export const CERTIFICATE_CODE_LENGTH = 6;

export const CERTIFICATE_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const ALPHABET = CERTIFICATE_ID_ALPHABET;
/** 248 = 8 × 31: the largest multiple of 31 a byte can reach, so bytes below it map evenly. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHABET.length);
/** Each byte is refused with probability 8/256; 32 bytes leave 6 usable ones all but always. */
const RANDOM_BYTES_PER_ATTEMPT = 32;
const CERTIFICATE_ID_PATTERN = /^CERT-\d{4}-[A-Z0-9]{6}$/;

export class NotEnoughRandomBytesError extends Error {
  override name = 'NotEnoughRandomBytesError';
}

/**
 * Builds an id from the caller's random bytes, read in order: a byte below 248 gives
 * ALPHABET[byte % 31] (each character from exactly 8 byte values, hence no modulo bias), and
 * a byte of 248 or more is skipped. Throws NotEnoughRandomBytesError when fewer than six bytes
 * are usable, and RangeError for a year that is not a whole number from 1000 to 9999.
 */
export function createCertificateId(year: number, randomBytes: Uint8Array): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`A certificate year must have four digits, got ${year}`);
  }
  let code = '';
  for (const byte of randomBytes) {
    if (code.length === CERTIFICATE_CODE_LENGTH) break;
    if (byte < UNBIASED_BYTE_LIMIT) code += ALPHABET[byte % ALPHABET.length];
  }
  if (code.length < CERTIFICATE_CODE_LENGTH) {
    throw new NotEnoughRandomBytesError(`Only ${code.length} of ${CERTIFICATE_CODE_LENGTH} characters could be drawn from the bytes given`);
  }
  return `${CERTIFICATE_ID_PREFIX}-${year}-${code}`;
}

/** A fresh id for a certificate issued at `date`, in the UTC year, from the platform's CSPRNG. */
export function generateCertificateId(date: Date = new Date()): string {
  const year = date.getUTCFullYear();
  for (;;) {
    try {
      return createCertificateId(year, globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_BYTES_PER_ATTEMPT)));
    } catch (error) {
      if (!(error instanceof NotEnoughRandomBytesError)) throw error;
    }
  }
}

export function isCertificateId(value: unknown): value is string {
  return typeof value === 'string' && CERTIFICATE_ID_PATTERN.test(value);
}
