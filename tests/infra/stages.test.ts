// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StandardThreatProtectionMode } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { resolveStage, STAGES } from '#infra/stages.ts';
import { resolveWebAssetDir } from '#infra/web-asset-dir.ts';

describe('resolveStage', () => {
  it('defaults to dev', () => {
    expect(resolveStage(undefined)).toEqual({ name: 'dev', settings: STAGES.dev });
  });

  it('picks the stage named by -c stage=...', () => {
    expect(resolveStage('prod')).toEqual({ name: 'prod', settings: STAGES.prod });
    expect(resolveStage('local')).toEqual({ name: 'local', settings: STAGES.local });
  });

  it('refuses an unknown stage instead of deploying dev under another name', () => {
    expect(() => resolveStage('production')).toThrow(/Unknown stage "production"; expected one of: dev, prod, local/);
  });

  it('keeps prod data safe whatever dev does', () => {
    expect(STAGES.prod.deletionProtection).toBe(true);
    expect(STAGES.prod.extraUploadOrigins).toEqual([]);
  });

  it('synthesises the laptop’s stage in the emulators’ region, light and unprotected, with dev’s throttle', () => {
    expect(STAGES.local).toEqual({
      region: 'us-east-1',
      deletionProtection: false,
      logRetention: RetentionDays.ONE_DAY,
      accessLogDays: 1,
      tracing: false,
      extraUploadOrigins: [],
      apiThrottle: STAGES.dev.apiThrottle,
      threatProtection: StandardThreatProtectionMode.AUDIT_ONLY,
      activityRetentionDays: 365,
      iframeHttpAllowed: true,
      alarms: STAGES.dev.alarms,
    });
  });

  it('lets dashboards frame plain http on the laptop only', () => {
    expect(Object.entries(STAGES).map(([name, settings]) => [name, settings.iframeHttpAllowed])).toEqual([
      ['dev', false],
      ['prod', false],
      ['local', true],
    ]);
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
