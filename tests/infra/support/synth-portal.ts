// Synthesises the portal stack the way infra/app.ts does, into a temporary cloud assembly, with a
// fake web build, so infra tests do not depend on web/dist or touch cdk.out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '#infra/paths.ts';
import { definePortal } from '#infra/portal-app.ts';
import type { PortalStack } from '#infra/portal-stack.ts';
import type { StageName } from '#infra/stages.ts';
import { tempDirForRun } from '#tests/support/temp-dir.ts';

export interface SynthesisedPortal {
  app: App;
  stack: PortalStack;
  template: Template;
  /** The cloud assembly directory (bundled Lambda code lives in its asset.* folders). */
  outdir: string;
}

/**
 * A built SPA as Vite lays it out: index.html, content-hashed files under assets/, its manifest under
 * .vite/, and the brotli/gzip copies web/precompress.ts writes beside them.
 */
function fakeWebBuild(): string {
  const dir = tempDirForRun('portal-web-test');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("portal")');
  for (const copy of ['index.html.br', 'index.html.gz', 'assets/index-abc123.js.br', 'assets/index-abc123.js.gz']) {
    writeFileSync(join(dir, copy), 'compressed');
  }
  // Vite's build manifest: written by every build, never to be published.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  return dir;
}

export interface SynthOptions {
  /**
   * Bundle the Lambdas with esbuild (about 9 of the 10 seconds of a synth). Off, CDK's own
   * `aws:cdk:bundling-stacks` switch leaves placeholder code: fine for everything but the code itself.
   */
  bundleLambdas?: boolean;
  /** Context values for this synth, as `-c name=value` gives them (the operator settings of infra/stages.ts). */
  context?: Record<string, string>;
}

/**
 * One synthesis per stage and options for the whole infra project (its files share one module graph:
 * vitest.config.ts), so a dozen files cost a few syntheses. Tests only read what they get back.
 */
const synthesised = new Map<string, SynthesisedPortal>();

export function synthPortal(stage: StageName, options: SynthOptions = {}): SynthesisedPortal {
  const key = JSON.stringify([stage, options.bundleLambdas ?? false, Object.entries(options.context ?? {}).sort()]);
  if (!synthesised.has(key)) synthesised.set(key, synthesise(stage, options));
  return synthesised.get(key)!;
}

function synthesise(stage: StageName, { bundleLambdas = false, context = {} }: SynthOptions): SynthesisedPortal {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const outdir = tempDirForRun('portal-cdk-test');
  const bundling = bundleLambdas ? {} : { 'aws:cdk:bundling-stacks': [] };
  const app = new App({ outdir, context: { ...cdkJson.context, ...bundling, ...context, stage } });
  const stack = definePortal(app, { dir: fakeWebBuild(), isPlaceholder: false });
  return { app, stack, template: Template.fromStack(stack), outdir };
}
