import { describe, expect, it } from 'vitest';
import { allowedDashboards } from './allowed-dashboards.ts';
import { formatInvitedDate } from '#web/lib/invited-date.ts';
import { searchFromUsers, usersFromSearch } from './list-search-params.ts';
import { limitReached, seatTone } from './user-limit.ts';

describe('seat counter', () => {
  it.each([
    [0, 10, 'success'],
    [5, 10, 'success'],
    [59, 100, 'success'],
    [60, 100, 'warning'],
    [6, 10, 'warning'],
    [89, 100, 'warning'],
    [90, 100, 'danger'],
    [9, 10, 'danger'],
    [12, 10, 'danger'],
  ])('%i of %i is %s', (current, limit, tone) => {
    expect(seatTone(current, limit)).toBe(tone);
  });

  it('reaches the limit at or above it, never without one', () => {
    expect(limitReached(9, 10)).toBe(false);
    expect(limitReached(10, 10)).toBe(true);
    expect(limitReached(11, 10)).toBe(true);
    expect(limitReached(500, 0)).toBe(false);
  });
});

describe('allowed dashboards', () => {
  const roles = [
    { id: 'a', dashboard_names: ['Vendas', 'Área', 'estoque'] },
    { id: 'b', dashboard_names: ['vendas', 'Vendas', 'Base', 'Éxito'] },
    { id: 'c', dashboard_names: ['Zeta'] },
  ];

  it("unites the chosen roles' dashboards, each name once, sorted ignoring case and accents", () => {
    expect(allowedDashboards(roles, ['a', 'b'])).toEqual(['Área', 'Base', 'estoque', 'Éxito', 'Vendas', 'vendas']);
  });

  it('leaves out the roles not chosen, and unknown ids', () => {
    expect(allowedDashboards(roles, ['c', 'gone'])).toEqual(['Zeta']);
    expect(allowedDashboards(roles, [])).toEqual([]);
  });
});

describe('list URL', () => {
  it('reads name, role, status and page, with defaults for missing or broken values', () => {
    expect(usersFromSearch(new URLSearchParams('name=ana&role_id=r1&status=inactive&page=3'))).toEqual({
      name: 'ana',
      roleId: 'r1',
      status: 'inactive',
      page: 3,
    });
    expect(usersFromSearch(new URLSearchParams('page=-2&status=gone'))).toEqual({ name: '', roleId: '', status: 'active', page: 1 });
    expect(usersFromSearch(new URLSearchParams('page=abc'))).toEqual({ name: '', roleId: '', status: 'active', page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(searchFromUsers({ name: '', roleId: '', status: 'active', page: 1 }).toString()).toBe('');
    const filters = { name: 'josé', roleId: 'r1', status: 'inactive' as const, page: 2 };
    expect(searchFromUsers(filters).toString()).toBe('name=jos%C3%A9&role_id=r1&status=inactive&page=2');
    expect(usersFromSearch(searchFromUsers(filters))).toEqual(filters);
  });
});

describe('invitation date', () => {
  it('shows DD/MM/YYYY, nothing when unknown', () => {
    expect(formatInvitedDate('2024-03-05T15:00:00.000Z')).toBe('05/03/2024');
    expect(formatInvitedDate(null)).toBe('');
    expect(formatInvitedDate('not a date')).toBe('');
  });
});
