// Where uploaded pictures live in the bucket. A pending upload waits under
// `pending/<owner>/<purpose>/` (a lifecycle rule expires what no record claims), its owner the business
// it is for, or NEW_BUSINESS_OWNER for the logo of a business the admin has not created yet; a claimed
// one under `<businessId>/<previews|logos>/`, served by CloudFront under /uploads. Every name is 128
// random bits, never derived from anything a user could guess.
import { randomBytes } from 'node:crypto';
import { UPLOADS, type UploadContentType, type UploadPurpose } from '#shared/constants.ts';
import { IMAGE_EXTENSIONS } from '#functions/lib/image-types.ts';

const STORED_FOLDER: Record<UploadPurpose, string> = { dashboard_preview: 'previews', business_logo: 'logos' };

const randomName = (contentType: UploadContentType): string => `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[contentType]}`;

const EXTENSIONS = Object.values(IMAGE_EXTENSIONS).join('|');
/** The one name a pending key may end with: what `newPendingKey` writes, nothing else (no `..`, no `/`). */
const PENDING_NAME = new RegExp(`^[0-9a-f]{32}\\.(${EXTENSIONS})$`);

/**
 * The pending owner of a logo uploaded before its business exists (the admin's create form). Never a
 * business id: ids start with a letter or a digit (idField), so no business's uploads share its prefix.
 */
export const NEW_BUSINESS_OWNER = '_new';

/** `owner`: a business id, or NEW_BUSINESS_OWNER. */
export const pendingPrefix = (owner: string, purpose: UploadPurpose): string => `${UPLOADS.pendingPrefix}${owner}/${purpose}/`;

/** A fresh key for a browser upload of one owner and purpose. */
export const newPendingKey = (owner: string, purpose: UploadPurpose, contentType: UploadContentType): string =>
  `${pendingPrefix(owner, purpose)}${randomName(contentType)}`;

/** Whether a key is one `newPendingKey` could have given for this owner and purpose. */
export function isPendingKeyOf(key: string, owner: string, purpose: UploadPurpose): boolean {
  const prefix = pendingPrefix(owner, purpose);
  return key.startsWith(prefix) && PENDING_NAME.test(key.slice(prefix.length));
}

/** A fresh final key: each claim gets its own object, so two records never share (or delete) one file. */
export const newStoredKey = (businessId: string, purpose: UploadPurpose, contentType: UploadContentType): string =>
  `${businessId}/${STORED_FOLDER[purpose]}/${randomName(contentType)}`;
