// What the month has that no action of the run measures, computed from the build and the company:
// - after each deploy, every browser downloads the SPA's hashed files again (cached for a year
//   otherwise: infra/spa-caching.ts); which files a first visit of the login and list routes needs is
//   web/bundle-report.ts's answer (gzip sizes, close to the brotli CloudFront serves), and CloudFront
//   fetches each new file once from the S3 origin;
// - CloudFront keeps a picture a day (CachingOptimized's default TTL; the objects set no Cache-Control),
//   so each picture of the company is fetched from the uploads bucket about once per working day.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from '#infra/paths.ts';
import { measureRouteBundles } from '../../../web/bundle-report.ts';
import { emptyUsage, type Usage } from './bill.ts';
import type { Company } from './company.ts';

/** Response headers of a hashed asset, about (content-type, cache-control, the security headers). */
const ASSET_HEADER_BYTES = 1200;

/** The SPA's files each of `users` browsers fetches after each of `deploys` deploys. */
export function spaAssetsAfterDeploys(users: number, deploys: number): Usage {
  const files = [...new Set(Object.values(measureRouteBundles(WEB_DIST_DIR)).flatMap((route) => route.files))];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST_DIR, file)), { level: 9 }).length + ASSET_HEADER_BYTES, 0);
  return { ...emptyUsage(), spaRequests: users * deploys * files.length, bytesOut: users * deploys * bytes, s3Tier2: deploys * files.length };
}

/** The company's pictures (its dashboards' previews and its logo), each fetched from S3 once per working day. */
export function pictureOriginFetches(company: Company, workingDays: number): Usage {
  return { ...emptyUsage(), s3Tier2: (company.dashboardIds.length + 1) * workingDays };
}
