// The audit log screen's reading of entries and filters: before/after as the keys that changed,
// and the filter form's fields (dates as days) as the API's query.
import type { AuditQuery } from '../../api/schemas/staff.ts';

/** Values longer than this are cut in the table (a description may be 20,000 characters). */
const VALUE_MAX = 160;

export interface AuditChange {
  /** The changed key; '' when before/after are not objects. */
  key: string;
  /** The value as text; undefined when the key was absent on that side. */
  before: string | undefined;
  after: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** The keys whose values differ between `before` and `after` (a record made or deleted: all). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const old = before ?? {};
    const next = after ?? {};
    const keys = [...new Set([...Object.keys(next), ...Object.keys(old)])];
    return keys
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
      .map((key) => ({ key, before: valueText(old[key]), after: valueText(next[key]) }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [
    { key: '', before: valueText(before ?? undefined), after: valueText(after ?? undefined) },
  ];
}

/** The filter form's fields, as typed (dates are days, yyyy-mm-dd, in the browser's time zone). */
export const AUDIT_FILTER_FIELDS = [
  'staffId',
  'action',
  'targetType',
  'targetId',
  'from',
  'to',
] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_FIELDS)[number], string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting `day` (yyyy-mm-dd) in the browser's time zone, plus `days`, as ISO. */
function startOfDay(day: string, days = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The API query of the filters: empty fields left out, `to` includes its whole day. */
export function auditQueryOf(filters: AuditFilters): Partial<AuditQuery> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const query: Partial<AuditQuery> = {
    staffId: text(filters.staffId),
    action: text(filters.action),
    targetType: text(filters.targetType),
    targetId: text(filters.targetId),
    from: filters.from ? startOfDay(filters.from) : undefined,
    to: filters.to ? startOfDay(filters.to, 1) : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/** The filters a page address carries (?action=…&from=…), so a filtered view can be linked. */
export function auditFiltersOf(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const filters: AuditFilters = {};
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) filters[field] = value;
  }
  return filters;
}

/** The query string of the filters (empty ones left out), for the page address. */
export function auditSearchOf(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (value) params.set(field, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
