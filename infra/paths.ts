// Absolute paths in the repository, independent of the directory `cdk`, `npm start` or a test runs from.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from '#shared/routes.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** The built SPA (`npm run build:web`). */
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');

/** Where `npm start` keeps the emulators' data between runs (git-ignored); PORTAL_DATA_DIR names another. */
export const DATA_DIR = process.env.PORTAL_DATA_DIR || join(REPO_ROOT, '.data');

/** Every resource's Lambda lives in `functions/<resource>/handler.ts` and exports `handler`. */
export const functionEntry = (resource: Resource): string => join(REPO_ROOT, 'functions', resource, 'handler.ts');
