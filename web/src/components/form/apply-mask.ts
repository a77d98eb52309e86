// A tiny input mask, enough for the portal's CNPJ and phone fields: in a mask, `9` is one digit and
// every other character is a literal. Kept in-house: the smallest React mask library weighs ~5 KB
// gzipped, for what is a few lines here.

const DIGIT_SLOT = '9';

/** Digits of `value` laid into `mask`; literals are added only before a digit, so deleting works. */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === DIGIT_SLOT) {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/** Just the digits of a masked value (what an API usually wants back). */
export function unmask(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Where the caret goes in `masked` so that it stays after the same number of digits it followed in
 * the raw text the user produced (`rawCaret` is its position there).
 */
export function maskedCaret(raw: string, rawCaret: number, masked: string): number {
  const digitsBefore = raw.slice(0, rawCaret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i])) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}
