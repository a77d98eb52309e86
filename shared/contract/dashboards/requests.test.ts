import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../constants.ts';
import { dashboardsContracts } from './requests.ts';

const { query } = dashboardsContracts.listDashboards;

describe('dashboard list query', () => {
  it('defaults to page 1 and no filters', () => {
    expect(query.parse({})).toEqual({ page: 1, bookmark: false });
  });

  it('reads bookmark=true and bookmark=1 as favourites only', () => {
    expect(query.parse({ bookmark: 'true' }).bookmark).toBe(true);
    expect(query.parse({ bookmark: '1' }).bookmark).toBe(true);
    expect(query.parse({ bookmark: 'false' }).bookmark).toBe(false);
  });

  it('reads an empty role filter or name as no filter', () => {
    expect(query.parse({ role_id: '', name: '' })).toEqual({ page: 1, bookmark: false });
  });

  it.each([
    { page: '0' },
    { page: 'abc' },
    { page: '1.5' },
    { bookmark: 'sim' },
    { role_id: 'r#1' },
    { name: 'x'.repeat(INPUT_LIMITS.nameFilter + 1) },
  ])('refuses %o', (input) => {
    expect(query.safeParse(input).success).toBe(false);
  });
});
