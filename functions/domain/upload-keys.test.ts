import { describe, expect, it } from 'vitest';
import { idField } from '#shared/contract/fields.ts';
import { isPendingKeyOf, NEW_BUSINESS_OWNER, newPendingKey, newStoredKey } from './upload-keys.ts';

describe('upload keys', () => {
  it('names a pending upload by business, purpose and 128 random bits, with the type’s extension', () => {
    const key = newPendingKey('biz-demo', 'dashboard_preview', 'image/jpeg');

    expect(key).toMatch(/^pending\/biz-demo\/dashboard_preview\/[0-9a-f]{32}\.jpg$/);
    expect(newPendingKey('biz-demo', 'dashboard_preview', 'image/jpeg')).not.toBe(key);
    expect(isPendingKeyOf(key, 'biz-demo', 'dashboard_preview')).toBe(true);
  });

  it('names the logo of a business not created yet under the reserved owner `_new`, which no business id can be', () => {
    const key = newPendingKey(NEW_BUSINESS_OWNER, 'business_logo', 'image/png');

    expect(key).toMatch(/^pending\/_new\/business_logo\/[0-9a-f]{32}\.png$/);
    expect(isPendingKeyOf(key, NEW_BUSINESS_OWNER, 'business_logo')).toBe(true);
    expect(isPendingKeyOf(key, 'biz-demo', 'business_logo')).toBe(false);
    expect(isPendingKeyOf(newPendingKey('biz-demo', 'business_logo', 'image/png'), NEW_BUSINESS_OWNER, 'business_logo')).toBe(false);
    expect(idField.safeParse(NEW_BUSINESS_OWNER).success).toBe(false);
  });

  it('names a stored picture by business and folder, with a fresh random name every time', () => {
    const preview = newStoredKey('biz-demo', 'dashboard_preview', 'image/png');

    expect(preview).toMatch(/^biz-demo\/previews\/[0-9a-f]{32}\.png$/);
    expect(newStoredKey('biz-demo', 'business_logo', 'image/webp')).toMatch(/^biz-demo\/logos\/[0-9a-f]{32}\.webp$/);
    expect(newStoredKey('biz-demo', 'dashboard_preview', 'image/png')).not.toBe(preview);
  });

  it.each([
    ['another business', 'pending/biz-outra/dashboard_preview/0123456789abcdef0123456789abcdef.png'],
    ['another purpose', 'pending/biz-demo/business_logo/0123456789abcdef0123456789abcdef.png'],
    ['a business whose id starts the same', 'pending/biz-demo-2/dashboard_preview/0123456789abcdef0123456789abcdef.png'],
    ['a stored key', 'biz-demo/previews/0123456789abcdef0123456789abcdef.png'],
    ['a made-up name', 'pending/biz-demo/dashboard_preview/logo.png'],
    ['a short random', 'pending/biz-demo/dashboard_preview/0123456789abcdef.png'],
    ['an unknown extension', 'pending/biz-demo/dashboard_preview/0123456789abcdef0123456789abcdef.svg'],
    ['a climb out of the prefix', 'pending/biz-demo/dashboard_preview/../../biz-outra/dashboard_preview/0123456789abcdef0123456789abcdef.png'],
    ['a deeper path', 'pending/biz-demo/dashboard_preview/x/0123456789abcdef0123456789abcdef.png'],
    ['upper-case hex', 'pending/biz-demo/dashboard_preview/0123456789ABCDEF0123456789ABCDEF.png'],
    ['a trailing newline', 'pending/biz-demo/dashboard_preview/0123456789abcdef0123456789abcdef.png\n'],
    ['nothing', ''],
  ])('refuses %s as a pending key of biz-demo’s previews', (_, key) => {
    expect(isPendingKeyOf(key, 'biz-demo', 'dashboard_preview')).toBe(false);
  });
});
