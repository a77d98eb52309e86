// POST /uploads: a presigned PUT for one picture. The browser sends the file straight to S3 under a
// pending key of the business (or, for the logo of a business the admin is creating, of
// NEW_BUSINESS_OWNER); a later save names that key and claims it (functions/domain/uploaded-files.ts).
// DynamoDB calls: the caller's profile Query, plus the business GetItem when the platform admin names one. No S3
// call: presigning is local.
import { UPLOADS, type UploadPurpose } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import type { Caller } from '#functions/domain/caller.ts';
import { NEW_BUSINESS_OWNER, newPendingKey } from '#functions/domain/upload-keys.ts';
import type { ImplementationsOf } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invalidField, notFound } from '#functions/lib/http-error.ts';
import type { PresignContext } from '#functions/lib/presign-put.ts';

export const uploadsImplementations = (presign: () => PresignContext): ImplementationsOf<'uploads'> => ({
  createUpload: async ({ caller, input, table }) => {
    const { purpose, content_type: contentType, size, business_id: named } = input.body.upload;
    const owner = await uploadOwner(table, caller, purpose, named);
    const { bucket, signPut } = presign();
    const key = newPendingKey(owner, purpose, contentType);
    // Type and length are signed, so S3 refuses a PUT whose headers differ from these.
    const url = await signPut({ bucket, key, contentType, contentLength: size, expiresIn: UPLOADS.urlSeconds });
    return { statusCode: 201, body: { upload: { key, url, headers: { 'Content-Type': contentType, 'Content-Length': String(size) } } } };
  },
});

/**
 * Whose picture it is: a customer_admin's own business (naming another answers like an unknown one,
 * without a read); the platform admin names an existing business, or none for the logo of the
 * business the create form is about to create (NEW_BUSINESS_OWNER; only createBusiness claims those).
 */
async function uploadOwner(table: TableContext, caller: Caller, purpose: UploadPurpose, named: string | undefined): Promise<string> {
  if (caller.businessId) {
    if (named !== undefined && named !== caller.businessId) throw notFound(MESSAGES.errors.businessNotFound);
    return caller.businessId;
  }
  if (named === undefined) {
    if (purpose === 'business_logo') return NEW_BUSINESS_OWNER;
    throw invalidField('business_id', MANAGEMENT_MESSAGES.uploads.businessRequired);
  }
  if (!(await getBusiness(table, named))) throw notFound(MESSAGES.errors.businessNotFound);
  return named;
}
