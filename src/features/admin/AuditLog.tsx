// The audit log (/admin/audit, admins): filters (who, action, target, days), the entries newest
// first with before/after as the keys that changed, and "Load more" for older pages. Read only:
// the log cannot be changed, here or anywhere. The filters live in the page address.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuditEntry, StaffMember } from '../../api/schemas/staff.ts';
import { errorMessage } from '../../api/errors.ts';
import {
  auditChanges,
  auditFiltersOf,
  auditQueryOf,
  auditSearchOf,
  type AuditFilters,
} from './audit-view.ts';
import { Alert } from './Alert.tsx';
import { FilterActions } from './FilterActions.tsx';
import { formatDateTime } from './format.ts';
import { Choices, FormField } from './FormField.tsx';
import { listAudit, listStaff } from './staff-api.ts';
import { TableHead } from './TableHead.tsx';
import styles from './screens.module.scss';

/** The filters typed in, after the staff member picked. */
const TEXT_FILTERS: readonly {
  name: Exclude<keyof AuditFilters, 'staffId'>;
  label: string;
  type: 'text' | 'date';
  placeholder?: string;
}[] = [
  { name: 'action', label: 'Action', type: 'text', placeholder: 'staff.create' },
  {
    name: 'targetType',
    label: 'Target type',
    type: 'text',
    placeholder: 'staff, product, order, build',
  },
  { name: 'targetId', label: 'Target id', type: 'text' },
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day, included)', type: 'date' },
];
const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Changes'];

interface Page {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export default function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [applied, setApplied] = useState<AuditFilters>({});
  const [page, setPage] = useState<Page | null>(null);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  /** The newest search: an older answer arriving late is dropped. */
  const searchId = useRef(0);

  const search = (filters: AuditFilters, cursor?: string) => {
    const id = ++searchId.current;
    const query = { ...auditQueryOf(filters), ...(cursor ? { cursor } : {}) };
    return listAudit(query)
      .then(
        (result) => {
          if (id !== searchId.current) return;
          setApplied(filters);
          setPage((current) =>
            cursor && current
              ? { entries: [...current.entries, ...result.entries], nextCursor: result.nextCursor }
              : result,
          );
          setError('');
        },
        (failure: unknown) => {
          if (id === searchId.current)
            setError(errorMessage(failure, 'Could not load the audit log.'));
        },
      )
      .finally(() => {
        if (id === searchId.current) setLoading(false);
      });
  };

  useEffect(() => {
    const initial = auditFiltersOf(window.location.search);
    void search(initial).then(() => setDraft(initial));
    listStaff().then(setStaff, () => setStaff([]));
    // Once, on mount: later searches come from the form.
  }, []);

  const loadMore = () => {
    if (!page?.nextCursor) return;
    setLoading(true);
    void search(applied, page.nextCursor);
  };

  const apply = (filters: AuditFilters) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${auditSearchOf(filters)}${hash}`);
    setDraft(filters);
    setLoading(true);
    void search(filters);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  const input = (name: keyof AuditFilters) => ({
    id: `audit-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <>
      <form
        className={`admin-card ${styles.section} ${styles.formGrid}`}
        aria-label="Filter the audit log"
        onSubmit={submit}
      >
        <FormField id="audit-staffId" label="Who">
          <select {...input('staffId')}>
            <Choices
              empty="Anyone"
              choices={staff.map((member) => ({
                value: member._id,
                label: `${member.name} (${member.email})`,
              }))}
            />
          </select>
        </FormField>
        {TEXT_FILTERS.map(({ name, label, type, placeholder }) => (
          <FormField key={name} id={`audit-${name}`} label={label}>
            <input type={type} placeholder={placeholder} {...input(name)} />
          </FormField>
        ))}
        <FilterActions
          className={styles.formActions}
          clearClassName={`admin-button ${styles.secondary}`}
          clearLabel="Clear filters"
          onClear={() => apply({})}
        />
      </form>

      <Alert message={error} />
      <p role="status" className="admin-muted">
        {loading
          ? 'Loading entries…'
          : page
            ? `${page.entries.length} ${page.entries.length === 1 ? 'entry' : 'entries'} shown${page.nextCursor ? ', older ones below' : ''}.`
            : ''}
      </p>
      {page && page.entries.length === 0 && !loading && <p>No entries match these filters.</p>}
      {page && page.entries.length > 0 && (
        <table className={`admin-table ${styles.stack}`}>
          <caption>Newest first. Entries cannot be changed or deleted.</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {page.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      {page?.nextCursor && (
        <p>
          <button
            type="button"
            className={`admin-button ${styles.secondary}`}
            disabled={loading}
            onClick={loadMore}
          >
            Load more
          </button>
        </p>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <tr>
      <td data-label="When">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td data-label="Who">{entry.actor}</td>
      <td data-label="Action">{entry.action}</td>
      <td data-label="Target">
        <span>
          {entry.targetType}
          {entry.targetId && <span className="admin-muted"> {entry.targetId}</span>}
        </span>
      </td>
      <td data-label="Changes">
        {changes.length === 0 ? (
          <span className="admin-muted">—</span>
        ) : (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.key}>
                {change.key && <strong>{change.key}: </strong>}
                {change.before !== undefined && <del>{change.before}</del>}
                {change.before !== undefined && change.after !== undefined && ' → '}
                {change.after !== undefined && <ins>{change.after}</ins>}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
