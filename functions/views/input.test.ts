import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { parseInput } from '../lib/validate.ts';
import { listViewsQuery, viewEntityOf } from './input.ts';

const entityOf = (query: Record<string, string | undefined>) => viewEntityOf(parseInput(listViewsQuery, query));

describe('view history query', () => {
  it('takes exactly one of user_id and dashboard_id', () => {
    expect(entityOf({ user_id: 'u-1' })).toEqual({ entity: 'user', id: 'u-1' });
    expect(entityOf({ dashboard_id: 'd-1', page: '2' })).toEqual({ entity: 'dashboard', id: 'd-1' });
  });

  it.each([{}, { user_id: 'u', dashboard_id: 'd' }, { user_id: '' }])('refuses %o with a 400', (query) => {
    expect(() => entityOf(query)).toThrow(HttpError);
  });

  it('refuses ids with odd characters or over the length limit', () => {
    expect(() => entityOf({ user_id: 'a#b' })).toThrow(HttpError);
    expect(() => entityOf({ user_id: 'x'.repeat(65) })).toThrow(HttpError);
  });
});
