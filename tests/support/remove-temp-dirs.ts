// Setup file (vitest.config.ts): each test file's temporary folders go when the file ends.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir.ts';

afterAll(removeTempDirs);
