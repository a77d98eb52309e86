// Where the built SPA comes from at synth time. A fresh clone has no web/dist yet; synth must still work
// (tests, CI, `cdk diff`), so it then gets a one-page placeholder instead and says so.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WebAssetDir {
  dir: string;
  isPlaceholder: boolean;
}

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portal</title></head>
<body><p>O portal ainda não foi publicado (web/dist não existia no synth).</p></body></html>
`;

export function resolveWebAssetDir(builtDir: string): WebAssetDir {
  if (existsSync(join(builtDir, 'index.html'))) return { dir: builtDir, isPlaceholder: false };
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-placeholder-'));
  writeFileSync(join(dir, 'index.html'), PLACEHOLDER_HTML);
  return { dir, isPlaceholder: true };
}
