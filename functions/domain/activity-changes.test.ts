import { describe, expect, it } from 'vitest';
import { ACTIVITY_VALUE_MAX, activityChanges, namesOf, plainText, shownValue } from './activity-changes.ts';

describe('activityChanges', () => {
  it('lists only the fields that differ, from → to, in the fields’ order', () => {
    expect(activityChanges({ name: 'A', icon: 'store', summary: 'S' }, { name: 'B', icon: 'store', summary: '' })).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'summary', from: 'S', to: null },
    ]);
  });

  it('gives every field from null on a create and to null on a delete, leaving out empty ones', () => {
    expect(activityChanges(null, { name: 'A', members: [], pricing: { cents: 123456 } })).toEqual([
      { field: 'name', from: null, to: 'A' },
      { field: 'pricing', from: null, to: '1234.56' },
    ]);
    expect(activityChanges({ name: 'A', user_count: 0 }, null)).toEqual([
      { field: 'name', from: 'A', to: null },
      { field: 'user_count', from: '0', to: null },
    ]);
  });

  it('compares lists of names whatever their order, and shows them sorted', () => {
    expect(activityChanges({ members: ['Bia', 'Ana'] }, { members: ['Ana', 'Bia'] })).toEqual([]);
    expect(activityChanges({ members: ['Bia'] }, { members: ['Ção', 'Ana'] })).toEqual([{ field: 'members', from: 'Bia', to: 'Ana, Ção' }]);
  });

  it('shows rich text as its words and cuts long values', () => {
    expect(plainText('<p>Texto <b>rico</b> &amp; <script>x</script></p>')).toBe('Texto rico & x');
    expect(shownValue({ html: '<p> </p>' })).toBeNull();
    const long = shownValue('x'.repeat(ACTIVITY_VALUE_MAX + 50))!;
    expect(long).toHaveLength(ACTIVITY_VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('resolves ids to names where known', () => {
    expect(namesOf(['a', 'b'], new Map([['a', 'Alfa']]))).toEqual(['Alfa', 'b']);
    expect(namesOf(['a'], { a: 'Alfa' })).toEqual(['Alfa']);
  });
});
