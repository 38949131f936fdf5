// The policy pages in the back office (/admin/policies): the five pages in both languages, with
// when and by whom each last changed, and the form of one page (/admin/policies?page=returns&lang=vi):
// its title and text. The API refuses a number of days written as digits (the page fills the
// shop's own in through placeholders) and names the field; a save is confirmed by a toast.
import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { AdminPolicy } from '../../api/schemas/policies.ts';
import { isLang, localePath, type Lang } from '../../lib/i18n/browser.ts';
import {
  POLICY_BODY_MAX,
  POLICY_TITLE_MAX,
  isPolicySlug,
  placeholderList,
  policyPath,
  type PolicySlug,
} from '../../lib/policies.ts';
import { formatDateTime } from './format.ts';
import { TextAreaField, TextField, type FieldErrors } from './FormField.tsx';
import { listPolicies, updatePolicy } from './policies-api.ts';
import styles from './screens.module.scss';

const PAGE_NAMES: Record<PolicySlug, string> = {
  warranty: 'Warranty',
  returns: 'Returns',
  shipping: 'Shipping',
  privacy: 'Privacy',
  terms: 'Terms of sale',
};
const LANG_NAMES: Record<Lang, string> = { en: 'English', vi: 'Vietnamese' };
const TOAST_MS = 5000;

const nameOf = (policy: Pick<AdminPolicy, 'slug' | 'lang'>) =>
  `${PAGE_NAMES[policy.slug]} (${LANG_NAMES[policy.lang]})`;
const formHref = (policy: Pick<AdminPolicy, 'slug' | 'lang'>) =>
  `/admin/policies?page=${policy.slug}&lang=${policy.lang}`;

/** The page and language the address names, else null (the list). */
function chosen(): { slug: PolicySlug; lang: Lang } | null {
  const params = new URLSearchParams(window.location.search);
  const slug = params.get('page');
  const lang = params.get('lang');
  return isPolicySlug(slug) && isLang(lang) ? { slug, lang } : null;
}

function PolicyForm({
  policy,
  onSaved,
}: {
  policy: AdminPolicy;
  onSaved: (p: AdminPolicy) => void;
}) {
  const [title, setTitle] = useState(policy.title);
  const [body, setBody] = useState(policy.body);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [toast, setToast] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    setToast('');
    try {
      const saved = await updatePolicy(policy.slug, policy.lang, { title, body });
      setErrors({});
      setTitle(saved.title);
      setBody(saved.body);
      setToast(`Saved ${nameOf(saved)}: the page shows it within seconds.`);
      onSaved(saved);
    } catch (error) {
      const known = error instanceof ApiError ? error : null;
      setErrors(known?.errors ?? {});
      setFailure(known?.serverMessage ?? 'The page could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card" onSubmit={(event) => void save(event)} noValidate>
      <h2>{nameOf(policy)}</h2>
      <p className="admin-muted">
        <a href={localePath(policy.lang, policyPath(policy.slug))}>View the page</a> ·{' '}
        <a href="/admin/policies">All policy pages</a>
      </p>
      <TextField
        id="policy-title"
        label="Title"
        maxLength={POLICY_TITLE_MAX}
        error={errors['title']}
        value={title}
        onValue={setTitle}
      />
      <TextAreaField
        id="policy-body"
        label="Text"
        rows={22}
        className={styles.policyBody}
        maxLength={POLICY_BODY_MAX}
        error={errors['body']}
        hint={
          <>
            HTML: headings (h2, h3), paragraphs, lists, bold, italic and links; anything else is
            removed. Write numbers of days and fees as placeholders, which the page fills in from
            the checkout: {placeholderList()}.
            {policy.slug === 'returns' && ' The page shows the return window above the text.'}
            {policy.slug === 'shipping' &&
              ' The page shows a table of the delivery methods, times and fees above the text.'}
          </>
        }
        value={body}
        onValue={setBody}
      />
      {failure && (
        <p className="admin-alert" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      <div className={styles.toastRegion} role="status" aria-live="polite">
        {toast && <p className={styles.toast}>{toast}</p>}
      </div>
    </form>
  );
}

export default function PoliciesScreen() {
  const [policies, setPolicies] = useState<AdminPolicy[] | null>(null);
  const [failed, setFailed] = useState('');
  const [editing] = useState(chosen);

  useEffect(() => {
    listPolicies().then(setPolicies, (error: unknown) =>
      setFailed(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The policy pages could not be loaded.',
      ),
    );
  }, []);

  if (failed)
    return (
      <p className="admin-alert" role="alert">
        {failed}
      </p>
    );
  if (!policies) return <p className="admin-muted">Loading the policy pages…</p>;

  const current =
    editing && policies.find((p) => p.slug === editing.slug && p.lang === editing.lang);
  if (current)
    return (
      <PolicyForm
        key={`${current.slug}-${current.lang}`}
        policy={current}
        onSaved={(saved) =>
          setPolicies(
            policies.map((p) => (p.slug === saved.slug && p.lang === saved.lang ? saved : p)),
          )
        }
      />
    );

  return (
    <table className={`admin-table ${styles.stack}`}>
      <caption>Policy pages</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Title</th>
          <th scope="col">Last changed</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {policies.map((policy) => (
          <tr key={`${policy.slug}-${policy.lang}`}>
            <td data-label="Page">{nameOf(policy)}</td>
            <td data-label="Title" lang={policy.lang}>
              {policy.title}
            </td>
            <td data-label="Last changed">
              {formatDateTime(policy.updatedAt)}
              {policy.updatedBy ? ` by ${policy.updatedBy}` : ' (default text)'}
            </td>
            <td data-label="Actions">
              <a href={formHref(policy)} aria-label={`Edit ${nameOf(policy)}`}>
                Edit
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
