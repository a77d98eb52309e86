// Where uploaded pictures live in the bucket. A pending upload waits under
// `pending/<businessId>/<purpose>/` (a lifecycle rule expires what no record claims); a claimed one
// under `<businessId>/<previews|logos>/`, served by CloudFront under /uploads. Every name is 128 random
// bits, never derived from anything a user could guess.
import { randomBytes } from 'node:crypto';
import { UPLOADS, type UploadContentType, type UploadPurpose } from '#shared/constants.ts';
import { IMAGE_EXTENSIONS } from '#functions/lib/image-types.ts';

const STORED_FOLDER: Record<UploadPurpose, string> = { dashboard_preview: 'previews', business_logo: 'logos' };

const randomName = (contentType: UploadContentType): string => `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[contentType]}`;

const EXTENSIONS = Object.values(IMAGE_EXTENSIONS).join('|');
/** The one name a pending key may end with: what `newPendingKey` writes, nothing else (no `..`, no `/`). */
const PENDING_NAME = new RegExp(`^[0-9a-f]{32}\\.(${EXTENSIONS})$`);

export const pendingPrefix = (businessId: string, purpose: UploadPurpose): string => `${UPLOADS.pendingPrefix}${businessId}/${purpose}/`;

/** A fresh key for a browser upload of one business and purpose. */
export const newPendingKey = (businessId: string, purpose: UploadPurpose, contentType: UploadContentType): string =>
  `${pendingPrefix(businessId, purpose)}${randomName(contentType)}`;

/** Whether a key is one `newPendingKey` could have given for this business and purpose. */
export function isPendingKeyOf(key: string, businessId: string, purpose: UploadPurpose): boolean {
  const prefix = pendingPrefix(businessId, purpose);
  return key.startsWith(prefix) && PENDING_NAME.test(key.slice(prefix.length));
}

/** A fresh final key: each claim gets its own object, so two records never share (or delete) one file. */
export const newStoredKey = (businessId: string, purpose: UploadPurpose, contentType: UploadContentType): string =>
  `${businessId}/${STORED_FOLDER[purpose]}/${randomName(contentType)}`;
