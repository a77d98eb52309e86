// What an uploaded file really is, from its first bytes: S3 (and s3rver even less) does not hold the
// browser to the content type it declared, so a "PNG" may be anything until its signature says so.
import type { UploadContentType } from '#shared/constants.ts';

/** File name extension of each accepted picture type. */
export const IMAGE_EXTENSIONS: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The picture type whose signature the bytes start with, or undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadContentType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}
