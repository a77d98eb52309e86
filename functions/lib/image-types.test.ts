import { describe, expect, it } from 'vitest';
import { sniffImageType, SNIFF_BYTES } from './image-types.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const WEBP = ascii('RIFF\x24\x00\x00\x00WEBPVP8 ');

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG (JFIF)', JPEG, 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('recognises %s by its signature', (_, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it.each([
    ['nothing', bytes()],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HTML', ascii('<!doctype html><script>')],
    ['GIF', ascii('GIF89a')],
    ['a PNG signature cut short', PNG.slice(0, 7)],
    ['a PNG signature with one byte wrong', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['JPEG with two of its three bytes', bytes(0xff, 0xd8)],
    ['RIFF that is not WebP (WAVE)', ascii('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['WEBP without RIFF', ascii('XXXX\x24\x00\x00\x00WEBPVP8 ')],
    ['RIFF cut before its form type', ascii('RIFF\x24\x00\x00\x00WEB')],
    ['PNG bytes not at the start', new Uint8Array([0, ...PNG])],
  ])('refuses %s', (_, head) => {
    expect(sniffImageType(head)).toBeUndefined();
  });

  it('decides from the first SNIFF_BYTES bytes, the ranged read of an upload (WebP needs 12)', () => {
    const longWebp = new Uint8Array([...WEBP, ...new Uint8Array(1000)]);

    expect(sniffImageType(longWebp.slice(0, SNIFF_BYTES))).toBe('image/webp');
    expect(sniffImageType(WEBP.slice(0, 11))).toBeUndefined();
  });
});
