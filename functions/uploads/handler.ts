// Presigned uploads of pictures (dashboard previews, business logos).
import { uploadsContracts } from '#shared/contract/uploads/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { presignFromEnv, type PresignContext } from '#functions/lib/presign-put.ts';
import { uploadsImplementations } from './create.ts';

export interface UploadsHandlerOptions extends HandlerOptions {
  /** Replaces the bucket and signer from the environment (tests hand in s3rver's). */
  presign?: () => PresignContext;
}

/** The Lambda handler; tests pass `options.table` and `options.presign` to run it against the emulators. */
export const buildHandler = (options: UploadsHandlerOptions = {}) =>
  createHttpHandler('uploads', uploadsContracts, uploadsImplementations(options.presign ?? presignFromEnv), options);

export const handler = buildHandler();
