// What a browser uploaded, checked before a record takes it: under its owner's pending prefix,
// there, within the purpose's size, and really a PNG, JPEG or WebP (s3rver, unlike S3, holds the
// upload to neither the signed length nor the signed type; S3 does not check the bytes at all).
// S3 calls per claim: ranged GetObject (first bytes, total size, ETag), CopyObject; the pending object
// is deleted (DeleteObject) only once the record naming the copy is written, so a save that fails or is
// refused after the claim leaves the upload for the next try (pending uploads expire after a day anyway).
// A copy does not take the upload: the record's transaction does, with the upload's claim
// (takeUploadAction), so of several saves naming one upload at once only one writes its record.
import { UPLOADS, type UploadPurpose } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import type { TransactAction } from '#functions/data/transact.ts';
import { uploadClaimAction } from '#functions/data/upload-claims.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { invalidField } from '#functions/lib/http-error.ts';
import { SNIFF_BYTES, sniffImageType } from '#functions/lib/image-types.ts';
import { isPendingKeyOf, newStoredKey } from './upload-keys.ts';

export interface ClaimRequest {
  /** The business the picture becomes part of (its final key's folder). */
  businessId: string;
  /**
   * Whom the upload was presigned for, when not `businessId` itself: NEW_BUSINESS_OWNER for the logo of
   * a business being created (it had no id when the admin uploaded it).
   */
  pendingOwner?: string;
  key: string;
  purpose: UploadPurpose;
  /** The body field that named the key, for the 422 (`preview_key`, `logo_key`). */
  field: string;
}

/** Stored pictures never change under their key (each claim makes a new one): cache them for a year. */
const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Checks the uploaded object and copies it to its final key; returns the final key. Throws
 * invalidField(field, message) (422) on any problem. The caller releases the pending object
 * (`deleteStoredFile`) once its record names the copy.
 */
export async function claimUpload(files: FilesContext, request: ClaimRequest): Promise<string> {
  const { businessId, key, purpose, field, pendingOwner = businessId } = request;
  // Another owner's key, a made-up one and a path trick all read as "not uploaded": nothing is looked up.
  if (!isPendingKeyOf(key, pendingOwner, purpose)) throw invalidField(field, MANAGEMENT_MESSAGES.uploads.notUploaded);

  const head = await files.readStart(key, SNIFF_BYTES);
  if (!head) throw invalidField(field, MANAGEMENT_MESSAGES.uploads.notUploaded);
  const maxBytes = UPLOADS.maxBytes[purpose];
  if (head.size > maxBytes) throw invalidField(field, MANAGEMENT_MESSAGES.uploads.tooLarge(maxBytes));
  const contentType = sniffImageType(head.bytes);
  if (!contentType) throw invalidField(field, MANAGEMENT_MESSAGES.uploads.wrongContent);

  const storedKey = newStoredKey(businessId, purpose, contentType);
  await copyChecked(files, { key, etag: head.etag, storedKey, contentType, field });
  return storedKey;
}

interface CheckedCopy {
  key: string;
  etag: string | undefined;
  storedKey: string;
  contentType: string;
  field: string;
}

/** Copies the checked pending object to its final key, with its real type and a long cache life. */
async function copyChecked(files: FilesContext, { key, etag, storedKey, contentType, field }: CheckedCopy): Promise<void> {
  // `ifMatch`: the very object checked above, not one PUT again to the same URL in between. The type
  // stored is the one its bytes say, whatever label the upload carried.
  const outcome = await files.copy({ from: key, to: storedKey, ifMatch: etag, contentType, cacheControl: STORED_CACHE_CONTROL });
  // Replaced or claimed by another save since it was checked: what is there now was never checked.
  if (outcome === 'gone') throw invalidField(field, MANAGEMENT_MESSAGES.uploads.notUploaded);
}

/**
 * The action a record's transaction carries to take the upload `pendingKey` (copied to `storedKey`)
 * once: another save that took it first cancels the transaction there, and the save answers
 * uploadTaken. A save that fails takes nothing, so it can be sent again with the same upload.
 */
export const takeUploadAction = (tableName: string, pendingKey: string, storedKey: string): TransactAction =>
  uploadClaimAction(tableName, { pendingKey, storedKey });

/** The 422 of a save whose upload another save took: the same as for a key already moved (whichever came first). */
export const uploadTaken = (field: string) => invalidField(field, MANAGEMENT_MESSAGES.uploads.notUploaded);

/** Deletes a stored file (a replaced or removed picture, or an upload a written record took); a missing key or object is a no-op. */
export async function deleteStoredFile(files: FilesContext, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await files.delete(key);
}
