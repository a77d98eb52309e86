// The trail's page cursor: base64url of the last entry's sort value `<at>#<id>`, and nothing else. The
// server rebuilds the start key inside the caller's own partition, so a forged cursor can move within
// that trail but never reach another business's.
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-z]{1,40}$/;

export const encodeActivityCursor = (position: string): string => Buffer.from(position, 'utf8').toString('base64url');

/** The position a cursor holds, or undefined when it is not one this server made. */
export function decodeActivityCursor(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const position = Buffer.from(cursor, 'base64url').toString('utf8');
  return POSITION.test(position) && encodeActivityCursor(position) === cursor ? position : undefined;
}
