// A business's logo through the upload flow: the pending upload named by `logo_key` is checked and
// copied to the business's final key (the caller deletes the upload once the business names the copy) (a 422 on `logo_key` when it is not a fit upload of that owner), and
// a logo nobody names any more is deleted. S3 calls: see functions/domain/uploaded-files.ts.
import type { FieldErrors } from '#shared/api-types.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import type { TransactAction } from '#functions/data/transact.ts';
import { claimUpload, deleteStoredFile, takeUploadAction } from '#functions/domain/uploaded-files.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import type { Logger } from '#functions/lib/logger.ts';

/**
 * Claims the upload as the logo of `businessId`; `pendingOwner` is whom it was presigned for when that
 * is not the business itself (NEW_BUSINESS_OWNER, for a business being created).
 */
export const claimLogo = (files: FilesContext, businessId: string, key: string, pendingOwner?: string): Promise<string> =>
  claimUpload(files, { businessId, pendingOwner, key, purpose: 'business_logo', field: 'logo_key' });

/**
 * What the business's transaction adds, last, to take the logo's upload once (nothing without a new
 * logo): two saves naming one upload write one business with it; the other is refused with LOGO_TAKEN.
 */
export const takeLogoActions = (
  tableName: string,
  pendingKey: string | null | undefined,
  storedKey: string | null | undefined,
): TransactAction[] => (pendingKey && storedKey ? [takeUploadAction(tableName, pendingKey, storedKey)] : []);

/** The refusal of a save whose logo's upload another save took (as for a key already moved). */
export const LOGO_TAKEN: FieldErrors = { logo_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] };

/** Deletes a logo nobody names (replaced, claimed by a write that failed, or the upload a written one was copied from); a failure is logged, not answered. */
export async function deleteLogo(files: () => FilesContext, log: Logger, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await deleteStoredFile(files(), key);
  } catch (error) {
    log.error('logo left behind', { key, error: error instanceof Error ? error.message : String(error) });
  }
}
