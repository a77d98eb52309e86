import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { viewsContracts } from './requests.ts';

const { query } = viewsContracts.listViews;

describe('view history query', () => {
  it('takes exactly one of user_id and dashboard_id', () => {
    expect(query.parse({ user_id: 'u-1' })).toEqual({ entity: 'user', id: 'u-1', page: 1 });
    expect(query.parse({ dashboard_id: 'd-1', page: '2' })).toEqual({ entity: 'dashboard', id: 'd-1', page: 2 });
  });

  it.each([{}, { user_id: 'u', dashboard_id: 'd' }, { user_id: '' }])('refuses %o, filed under user_id', (input) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['user_id'], message: MESSAGES.errors.viewEntityRequired })]);
  });

  it('refuses ids with odd characters or over the length limit', () => {
    expect(query.safeParse({ user_id: 'a#b' }).success).toBe(false);
    expect(query.safeParse({ user_id: 'x'.repeat(65) }).success).toBe(false);
  });
});
