// Source of the CloudFront Functions (viewer-request). Kept as plain strings so tests can run them
// as they are deployed. CloudFront Functions are ES5.1-like: `var`, no modules, a global `handler`.

/**
 * History-mode fallback: a path whose last segment has no file extension is a client route, so it is
 * served `/index.html`. Unlike a 403/404 error response, this never rewrites an API or upload error.
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/api/') === 0 || uri.indexOf('/uploads/') === 0) return request;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
`.trim();

/**
 * Uploads are served at `<origin>/uploads/<key>` but stored at `<key>`: drop the prefix before S3.
 */
export const STRIP_UPLOADS_PREFIX_FUNCTION = `
function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/uploads/') === 0) request.uri = request.uri.substring('/uploads'.length);
  return request;
}
`.trim();
