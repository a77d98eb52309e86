import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../shared/constants.ts';
import { HttpError } from '../lib/http-error.ts';
import { parseInput } from '../lib/validate.ts';
import { listDashboardsQuery } from './input.ts';

const parse = (query: Record<string, string | undefined>) => parseInput(listDashboardsQuery, query);

describe('dashboard list query', () => {
  it('defaults to page 1 and no filters', () => {
    expect(parse({})).toEqual({ page: 1, bookmark: false });
  });

  it('reads bookmark=true and bookmark=1 as favourites only', () => {
    expect(parse({ bookmark: 'true' }).bookmark).toBe(true);
    expect(parse({ bookmark: '1' }).bookmark).toBe(true);
    expect(parse({ bookmark: 'false' }).bookmark).toBe(false);
  });

  it.each([{ page: '0' }, { page: 'abc' }, { page: '1.5' }, { bookmark: 'sim' }, { role_id: 'r#1' }, { name: 'x'.repeat(INPUT_LIMITS.nameFilter + 1) }])(
    'refuses %o with a 400',
    (query) => {
      expect(() => parse(query)).toThrow(HttpError);
    },
  );
});
