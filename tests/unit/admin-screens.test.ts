import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditFiltersOf,
  auditQueryOf,
  auditSearchOf,
} from '../../src/features/admin/audit-view.ts';
import { formatDuration } from '../../src/features/admin/format.ts';

describe('the audit log shows before and after as the keys that changed', () => {
  it('lists only the keys whose values differ', () => {
    expect(
      auditChanges(
        { role: 'editor', name: 'Lan', tags: ['a'] },
        { role: 'admin', name: 'Lan', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { key: 'role', before: 'editor', after: 'admin' },
      { key: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows every key of a record made or removed, and nothing when there is nothing', () => {
    expect(auditChanges(null, { email: 'a@b.vn', role: 'editor' })).toEqual([
      { key: 'email', before: undefined, after: 'a@b.vn' },
      { key: 'role', before: undefined, after: 'editor' },
    ]);
    expect(auditChanges({ status: 'pending' }, null)).toEqual([
      { key: 'status', before: 'pending', after: undefined },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('shows plain values as one change and cuts long ones', () => {
    expect(auditChanges(1, 2)).toEqual([{ key: '', before: '1', after: '2' }]);
    const [change] = auditChanges({ description: 'x' }, { description: 'y'.repeat(500) });
    expect(change!.after).toHaveLength(160);
    expect(change!.after!.endsWith('…')).toBe(true);
  });
});

describe('the audit log filters', () => {
  it('asks the API for whole days, leaving empty fields out', () => {
    const query = auditQueryOf({
      action: ' staff.create ',
      targetType: '',
      from: '2026-11-20',
      to: '2026-11-21',
    });
    expect(Object.keys(query).sort()).toEqual(['action', 'from', 'to']);
    expect(query.action).toBe('staff.create');
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 20).getTime());
    // "To" includes its whole day: entries before the next midnight.
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 22).getTime());
    expect(auditQueryOf({ from: 'yesterday' })).toEqual({});
  });

  it('keeps the filters in the page address and reads them back', () => {
    const filters = { action: 'build.start', targetType: 'build', from: '2026-11-20' };
    const search = auditSearchOf({ ...filters, targetId: ' ' });
    expect(search).toBe('?action=build.start&targetType=build&from=2026-11-20');
    expect(auditFiltersOf(search)).toEqual(filters);
    expect(auditSearchOf({})).toBe('');
  });
});

describe('build durations', () => {
  it.each([
    [400, 'under 1 s'],
    [48_400, '48 s'],
    [65_000, '1 min 5 s'],
    [3_720_000, '1 h 2 min'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
