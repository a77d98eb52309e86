// @vitest-environment node
// What each Lambda carries. The HTML sanitiser (js-xss) runs where descriptions are written (the
// dashboards Lambda's management routes, the report catalogue), never in the Lambdas that only read them. No Lambda carries
// the S3 client (~160 KB): uploads signs PUTs with the presigner alone, and the dashboards Lambda
// checks, moves and deletes pictures with SigV4-signed requests of its own (functions/lib/files.ts).
import { describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '#shared/routes.ts';
import { bundleLambda } from '../benchmarks/bundle-lambda.ts';
import { tempDir } from '#tests/support/temp-dir.ts';

const outdir = tempDir('portal-lambda-contents');
const SANITISER_PACKAGES = ['xss', 'cssfilter'];
/** The Lambdas that write descriptions. */
const SANITISING: readonly Resource[] = ['dashboards', 'admin-reports', 'admin-business-dashboards'];
const packagesOf = async (resource: Resource) => (await bundleLambda(resource, outdir)).largestInputs.map((input) => input.name);

describe('Lambda bundle contents', () => {
  it.each(SANITISING)('%s sanitises descriptions on write', async (resource) => {
    expect(await packagesOf(resource)).toContain('xss');
  });

  it.each(RESOURCES.filter((resource) => !SANITISING.includes(resource)))('%s carries no HTML sanitiser', async (resource) => {
    expect((await packagesOf(resource)).filter((name) => SANITISER_PACKAGES.includes(name))).toEqual([]);
  });

  it.each(RESOURCES)('%s carries no S3 client', async (resource) => {
    expect(await packagesOf(resource)).not.toContain('@aws-sdk/client-s3');
  });

  it('only uploads carries the presigner', async () => {
    for (const resource of RESOURCES) {
      expect((await packagesOf(resource)).includes('@aws-sdk/s3-request-presigner'), resource).toBe(resource === 'uploads');
    }
  });
});
