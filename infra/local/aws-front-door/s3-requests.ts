// What IAM is asked for each S3 request (path-style `/<bucket>/<key>`, as the functions send them to
// an emulator): read from method, path, query and headers alone, except DeleteObjects, whose keys are
// in its body. Header-signed and presigned requests are alike here: both act as their signer.
import type { Authorization } from './policy.ts';
import type { NeededAuthorizations, ServiceRequest } from './service-request.ts';

interface Target {
  bucket?: string;
  key?: string;
  query: URLSearchParams;
}

/** Query parameters that change no operation (listing options, presigning, answer overrides). */
const PLAIN_PARAMS = new Set([
  'prefix',
  'delimiter',
  'marker',
  'max-keys',
  'list-type',
  'continuation-token',
  'start-after',
  'encoding-type',
  'fetch-owner',
  'key-marker',
  'version-id-marker',
  'upload-id-marker',
  'max-uploads',
  'max-parts',
  'part-number-marker',
  'x-id',
  'versionId',
  'partNumber',
  'uploadId',
]);

/** Bucket subresources whose IAM action is not `s3:<Verb>Bucket<Name>`: [GET, PUT, DELETE]. */
const BUCKET_ACTIONS: Record<string, [string, string, string]> = {
  cors: ['s3:GetBucketCORS', 's3:PutBucketCORS', 's3:PutBucketCORS'],
  policy: ['s3:GetBucketPolicy', 's3:PutBucketPolicy', 's3:DeleteBucketPolicy'],
  tagging: ['s3:GetBucketTagging', 's3:PutBucketTagging', 's3:PutBucketTagging'],
  website: ['s3:GetBucketWebsite', 's3:PutBucketWebsite', 's3:DeleteBucketWebsite'],
  lifecycle: ['s3:GetLifecycleConfiguration', 's3:PutLifecycleConfiguration', 's3:PutLifecycleConfiguration'],
  encryption: ['s3:GetEncryptionConfiguration', 's3:PutEncryptionConfiguration', 's3:PutEncryptionConfiguration'],
  uploads: ['s3:ListBucketMultipartUploads', '', ''],
  versions: ['s3:ListBucketVersions', '', ''],
  location: ['s3:GetBucketLocation', '', ''],
};

const VERSIONED_SUBRESOURCES = new Set(['tagging', 'acl', 'attributes']);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const capitalized = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());

export const bucketArn = (bucket: string) => `arn:aws:s3:::${bucket}`;
export const objectArn = (bucket: string, key: string) => `arn:aws:s3:::${bucket}/${key}`;

/** Bucket and key of a path-style URL, taken from the raw path (S3 keys may hold `..` or `//`). */
function targetOf(url: string): Target {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(/^\//, '');
  const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const slash = path.indexOf('/');
  const bucket = decode(slash < 0 ? path : path.slice(0, slash));
  const key = slash < 0 ? '' : decode(path.slice(slash + 1));
  return { bucket: bucket || undefined, key: key || undefined, query };
}

/** The first query parameter that names a subresource (`?tagging`, `?delete`…). */
const subresourceOf = (query: URLSearchParams) =>
  [...query.keys()].find((name) => !PLAIN_PARAMS.has(name) && !/^x-amz-/i.test(name) && !name.startsWith('response-'));

/** DeleteObjects needs its body (the keys); every other request is authorised before its body is read. */
export function s3NeedsBody(method: string, url: string): boolean {
  const { bucket, key, query } = targetOf(url);
  return method === 'POST' && !!bucket && !key && query.has('delete');
}

export function s3Authorizations(request: ServiceRequest): NeededAuthorizations {
  const method = request.method.toUpperCase();
  const target = targetOf(request.url);
  if (method === 'OPTIONS') return { operation: 'PreflightRequest', needsIam: false, authorizations: [] };
  if (!target.bucket) return needs('ListBuckets', [{ action: 's3:ListAllMyBuckets', resource: '*' }]);
  return target.key
    ? objectRequest(method, request, target.bucket, target.key, target.query)
    : bucketRequest(method, request, target.bucket, target.query);
}

const needs = (operation: string, authorizations: Authorization[], notFoundNeeds?: Authorization): NeededAuthorizations => ({
  operation,
  needsIam: true,
  authorizations,
  ...(notFoundNeeds ? { notFoundNeeds } : {}),
});

/** What the authorisations of one object request are built from. */
interface ObjectCall {
  bucket: string;
  query: URLSearchParams;
  /** The subresource the query names (`tagging`, `acl`…), if any. */
  sub: string | undefined;
  /** 'Version' when the request names a version. */
  versioned: string;
  on: (action: string) => Authorization;
  /** The action of a subresource for a verb (`s3:GetObjectTagging`, per version where S3 has one). */
  subAction: (verb: string) => string;
  /** Reading the copy source, for a copy. */
  readSource: Authorization[];
  /** ACL and tags sent with a write need their own actions too. */
  writeExtras: Authorization[];
}

function objectCall(request: ServiceRequest, bucket: string, key: string, query: URLSearchParams): ObjectCall {
  const on = (action: string): Authorization => ({ action, resource: objectArn(bucket, key) });
  const versioned = query.has('versionId') ? 'Version' : '';
  const sub = subresourceOf(query);
  // Only some subresources have a per-version action (s3:GetObjectVersionTagging…).
  const subAction = (verb: string) => `s3:${verb}Object${sub && VERSIONED_SUBRESOURCES.has(sub) ? versioned : ''}${capitalized(sub ?? '')}`;
  const copySource = request.headers['x-amz-copy-source'];
  const writeExtras = [
    ...(request.headers['x-amz-tagging'] ? [on('s3:PutObjectTagging')] : []),
    ...(Object.keys(request.headers).some((name) => name === 'x-amz-acl' || name.startsWith('x-amz-grant-')) ? [on('s3:PutObjectAcl')] : []),
  ];
  return {
    bucket,
    query,
    sub,
    versioned,
    on,
    subAction,
    readSource: typeof copySource === 'string' ? [sourceRead(copySource)] : [],
    writeExtras,
  };
}

function objectRead({ bucket, query, sub, versioned, on, subAction }: ObjectCall, method: string): NeededAuthorizations {
  if (query.has('uploadId')) return needs('ListParts', [on('s3:ListMultipartUploadParts')]);
  if (sub) return needs(`GetObject${capitalized(sub)}`, [on(subAction('Get'))]);
  // A missing key answers 404 only to who may list the bucket (S3 user guide, GetObject permissions).
  const listBucket = { action: 's3:ListBucket', resource: bucketArn(bucket) };
  return needs(method === 'GET' ? 'GetObject' : 'HeadObject', [on(`s3:GetObject${versioned}`)], listBucket);
}

function objectPut({ query, sub, on, subAction, readSource, writeExtras }: ObjectCall): NeededAuthorizations {
  if (query.has('uploadId')) return needs(readSource.length ? 'UploadPartCopy' : 'UploadPart', [on('s3:PutObject'), ...readSource]);
  if (sub) return needs(`PutObject${capitalized(sub)}`, [on(subAction('Put'))]);
  if (readSource.length) return needs('CopyObject', [on('s3:PutObject'), ...readSource, ...writeExtras]);
  return needs('PutObject', [on('s3:PutObject'), ...writeExtras]);
}

function objectPost({ query, sub, on, writeExtras }: ObjectCall): NeededAuthorizations {
  if (query.has('uploads')) return needs('CreateMultipartUpload', [on('s3:PutObject'), ...writeExtras]);
  if (query.has('uploadId')) return needs('CompleteMultipartUpload', [on('s3:PutObject')]);
  if (query.has('select')) return needs('SelectObjectContent', [on('s3:GetObject')]);
  return needs(`${capitalized(sub ?? 'post')}Object`, [on(sub ? `s3:${capitalized(sub)}Object` : 's3:PutObject')]);
}

function objectDelete({ query, sub, versioned, on, subAction }: ObjectCall): NeededAuthorizations {
  if (query.has('uploadId')) return needs('AbortMultipartUpload', [on('s3:AbortMultipartUpload')]);
  if (sub) return needs(`DeleteObject${capitalized(sub)}`, [on(subAction('Delete'))]);
  return needs('DeleteObject', [on(`s3:DeleteObject${versioned}`)]);
}

/** An object request's authorisations, by method; any other method asks for `s3:<Method>Object`. */
const OBJECT_METHODS = new Map<string, (call: ObjectCall, method: string) => NeededAuthorizations>([
  ['GET', objectRead],
  ['HEAD', objectRead],
  ['PUT', objectPut],
  ['POST', objectPost],
  ['DELETE', objectDelete],
]);

function objectRequest(method: string, request: ServiceRequest, bucket: string, key: string, query: URLSearchParams): NeededAuthorizations {
  const call = objectCall(request, bucket, key, query);
  const byMethod = OBJECT_METHODS.get(method);
  return byMethod ? byMethod(call, method) : needs(method, [call.on(`s3:${capitalized(method.toLowerCase())}Object`)]);
}

function bucketRequest(method: string, request: ServiceRequest, bucket: string, query: URLSearchParams): NeededAuthorizations {
  const on = (action: string, context?: Authorization['context']): Authorization => ({
    action,
    resource: bucketArn(bucket),
    ...(context ? { context } : {}),
  });
  const sub = subresourceOf(query);
  const listing = () => {
    const context: Record<string, string[]> = { 's3:prefix': [query.get('prefix') ?? ''] };
    for (const name of ['delimiter', 'max-keys']) if (query.has(name)) context[`s3:${name}`] = [query.get(name) ?? ''];
    return context;
  };

  if (method === 'POST' && query.has('delete')) return deleteObjectsRequest(bucket, request.body ?? '');
  if (method === 'HEAD') return needs('HeadBucket', [on('s3:ListBucket')]);
  if (method === 'GET' && !sub) return needs(query.get('list-type') === '2' ? 'ListObjectsV2' : 'ListObjects', [on('s3:ListBucket', listing())]);
  if (method === 'GET' && sub === 'versions') return needs('ListObjectVersions', [on('s3:ListBucketVersions', listing())]);
  if (method === 'PUT' && !sub) return needs('CreateBucket', [on('s3:CreateBucket')]);
  if (method === 'DELETE' && !sub) return needs('DeleteBucket', [on('s3:DeleteBucket')]);
  // A browser form upload: its key is in the form, so the whole bucket is what is asked for.
  if (method === 'POST') return needs('PostObject', [{ action: 's3:PutObject', resource: objectArn(bucket, '*') }]);
  return bucketSubresourceRequest(method, sub, on);
}

/** DeleteObjects: each key of its body, as its own DeleteObject (or DeleteObjectVersion). */
function deleteObjectsRequest(bucket: string, body: string): NeededAuthorizations {
  const objects = deletedObjects(body);
  // A body read as no keys still asks for the whole bucket: never an empty, always-allowed list.
  if (!objects.length) return needs('DeleteObjects', [{ action: 's3:DeleteObject', resource: objectArn(bucket, '*') }]);
  return needs(
    'DeleteObjects',
    objects.map(({ key, versionId }) => ({
      action: versionId ? 's3:DeleteObjectVersion' : 's3:DeleteObject',
      resource: objectArn(bucket, key),
    })),
  );
}

/** A bucket subresource's GET, PUT or DELETE: `s3:<Verb>Bucket<Name>` unless BUCKET_ACTIONS says otherwise. */
function bucketSubresourceRequest(method: string, sub: string | undefined, on: (action: string) => Authorization): NeededAuthorizations {
  const verb = method === 'GET' ? 'Get' : method === 'PUT' ? 'Put' : 'Delete';
  const known = BUCKET_ACTIONS[sub ?? ''];
  const action = known?.[['Get', 'Put', 'Delete'].indexOf(verb)] || `s3:${verb}Bucket${capitalized(sub ?? '')}`;
  return needs(`${verb}Bucket${capitalized(sub ?? '')}`, [on(action)]);
}

/** `x-amz-copy-source`: `[/]<bucket>/<key, URL-encoded>[?versionId=…]`. */
function sourceRead(header: string): Authorization {
  const queryAt = header.indexOf('?');
  const path = decode((queryAt < 0 ? header : header.slice(0, queryAt)).replace(/^\//, ''));
  const versioned = queryAt >= 0 && new URLSearchParams(header.slice(queryAt + 1)).has('versionId');
  return { action: versioned ? 's3:GetObjectVersion' : 's3:GetObject', resource: `arn:aws:s3:::${path}` };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (XML_ENTITIES[name] ?? entity),
  );

/** The keys (and versions) of a DeleteObjects body. */
function deletedObjects(xml: string): { key: string; versionId?: string }[] {
  return [...xml.matchAll(/<Object(?:\s[^>]*)?>([\s\S]*?)<\/Object>/g)].map(([, inner]) => {
    const versionId = /<VersionId>([\s\S]*?)<\/VersionId>/.exec(inner)?.[1];
    return { key: xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(inner)?.[1] ?? ''), ...(versionId ? { versionId: xmlText(versionId) } : {}) };
  });
}
