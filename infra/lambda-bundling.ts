// The one definition of how a portal Lambda is bundled. PortalFunction bundles with it (through
// lambda-bundle-cache.ts) and the bundle benchmark hands it to esbuild directly, so the sizes measured
// are the sizes deployed.
import type { BuildOptions } from 'esbuild';

/**
 * ESM output has no `require`; some CommonJS dependencies call it at run time, so define one.
 * The alias avoids clashing with any identifier esbuild emits.
 */
const REQUIRE_SHIM =
  "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);";

export const LAMBDA_ESBUILD = {
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  sourcemap: false,
  // Prefer the ES builds of dependencies (the AWS SDK ships both) so unused code is tree-shaken.
  mainFields: ['module', 'main'],
  // The AWS SDK is bundled, so the code runs the SDK version we tested, not the runtime's. The one
  // exception: credential providers the default chain imports lazily and only after the environment
  // provider found nothing. A Lambda always has its credentials in the environment, so these never
  // load there (if they ever did, the runtime's own copy would answer). They are a quarter of a bundle.
  external: [
    '@aws-sdk/credential-provider-sso',
    '@aws-sdk/credential-provider-ini',
    '@aws-sdk/credential-provider-process',
    '@aws-sdk/credential-provider-web-identity',
    '@aws-sdk/token-providers',
    '@aws-sdk/nested-clients',
  ] as string[],
  banner: REQUIRE_SHIM,
  logLevel: 'warning',
} as const;

/** esbuild's spelling of LAMBDA_ESBUILD, for bundling one entry to one `.mjs` file outside CDK. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: LAMBDA_ESBUILD.platform,
    target: LAMBDA_ESBUILD.target,
    format: LAMBDA_ESBUILD.format,
    minify: LAMBDA_ESBUILD.minify,
    sourcemap: LAMBDA_ESBUILD.sourcemap,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    external: [...LAMBDA_ESBUILD.external],
    banner: { js: LAMBDA_ESBUILD.banner },
    logLevel: LAMBDA_ESBUILD.logLevel,
  };
}
