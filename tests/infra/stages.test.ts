// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStage, STAGES } from '#infra/stages.ts';
import { resolveWebAssetDir } from '#infra/web-asset-dir.ts';

describe('resolveStage', () => {
  it('defaults to dev', () => {
    expect(resolveStage(undefined)).toEqual({ name: 'dev', settings: STAGES.dev });
  });

  it('picks the stage named by -c stage=...', () => {
    expect(resolveStage('prod')).toEqual({ name: 'prod', settings: STAGES.prod });
  });

  it('refuses an unknown stage instead of deploying dev under another name', () => {
    expect(() => resolveStage('production')).toThrow(/Unknown stage "production"; expected one of: dev, prod/);
  });

  it('keeps prod data safe whatever dev does', () => {
    expect(STAGES.prod.deletionProtection).toBe(true);
    expect(STAGES.prod.extraUploadOrigins).toEqual([]);
  });
});

describe('resolveWebAssetDir', () => {
  it('uses the build when it has an index.html', () => {
    const built = join(import.meta.dirname, 'fixtures', 'web-build');

    expect(resolveWebAssetDir(built)).toEqual({ dir: built, isPlaceholder: false });
  });

  it('falls back to a one-page placeholder on a fresh clone', () => {
    const { dir, isPlaceholder } = resolveWebAssetDir(join(import.meta.dirname, 'fixtures', 'no-such-build'));

    expect(isPlaceholder).toBe(true);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<html lang="pt-BR">');
  });
});
