// @vitest-environment node
// Budget: every portal Lambda, bundled with the construct's own esbuild options, stays within the
// minified-size aim (cold starts grow with bundle size). Deterministic: sizes only, no timing.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '#shared/routes.ts';
import { bundleLambda, LAMBDA_AIMS } from '../benchmarks/bundle-lambda.ts';
import { tempDir } from '#tests/support/temp-dir.ts';

const outdir = tempDir('portal-lambda-budget');

describe(`Lambda bundles (aim ${LAMBDA_AIMS.bundleKb} KB minified)`, () => {
  it.each(RESOURCES)('%s fits the budget', async (resource) => {
    const bundle = await bundleLambda(resource, outdir);
    const kb = bundle.bytes / 1024;
    const largest = bundle.largestInputs
      .slice(0, 5)
      .map(({ name, bytes }) => `${name} ${(bytes / 1024).toFixed(0)} KB`)
      .join(', ');

    expect(kb, `${resource} is ${kb.toFixed(1)} KB; largest parts: ${largest}`).toBeLessThanOrEqual(LAMBDA_AIMS.bundleKb);
  });
});
