// @vitest-environment node
// What the read Lambdas must not carry: the HTML sanitiser (sanitize-html with htmlparser2, postcss and
// entities, ~200 KB) runs where descriptions are written (putDashboard), never where they are served.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleLambda } from '../benchmarks/bundle-lambda.ts';

const outdir = mkdtempSync(join(tmpdir(), 'portal-lambda-contents-'));
const SANITISER_PACKAGES = ['sanitize-html', 'htmlparser2', 'postcss', 'entities', 'parse-srcset', 'domhandler'];

describe('Lambda bundle contents', () => {
  it('the dashboards Lambda serves descriptions as stored, without the HTML sanitiser', async () => {
    const bundle = await bundleLambda('dashboards', outdir);
    const packages = bundle.largestInputs.map((input) => input.name);
    expect(packages.filter((name) => SANITISER_PACKAGES.includes(name))).toEqual([]);
  });
});
