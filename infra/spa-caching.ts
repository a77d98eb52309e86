// How long browsers and CloudFront may keep the SPA's files: the same on AWS (web-deployment.ts sets
// it as S3 metadata) and in the local gateway (static-files.ts sends it).
export const SPA_CACHE_CONTROL = {
  /** Vite's content-hashed files (`assets/`): a name never changes content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html and config.json: revalidated at every load, so a deploy is seen at once. */
  shell: 'no-cache',
} as const;
