import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
/** Where `npm start` keeps the emulators' data between runs (git-ignored). */
export const DATA_DIR = join(REPO_ROOT, '.data');
