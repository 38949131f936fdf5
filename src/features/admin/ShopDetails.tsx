// Shop details (admins): who sells, as the footer of every page, Contact, the invoice and every
// e-mail show it. The form checks each field with the API's own rules (lib/shop-identity.ts)
// before saving, shows the API's field messages inline, and says "saved" in a toast; every page
// shows the change within about a second.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { errorMessage } from '../../api/errors.ts';
import type { AdminShopIdentity } from '../../api/schemas/shop.ts';
import {
  EMPTY_SHOP_IDENTITY,
  MOIT_HOST,
  SHOP_IDENTITY_MAX,
  SHOP_IDENTITY_MESSAGES,
  normaliseShopIdentity,
  shopIdentityErrors,
  shopToday,
  type ShopIdentity,
  type ShopIdentityTextField,
} from '../../lib/shop-identity.ts';
import { Alert } from './Alert.tsx';
import { TextField, type FieldErrors } from './FormField.tsx';
import { fetchShopIdentity, saveShopIdentity } from './shop-api.ts';
import styles from './shop-details.module.scss';
import { useMounted } from '../shell/use-mounted.ts';

interface FieldLook {
  label: string;
  hint?: string;
  type?: string;
}

/** Each text field's label (and hint), in the form's order, by group. */
const GROUPS: readonly {
  title: string;
  fields: Partial<Record<ShopIdentityTextField, FieldLook>>;
}[] = [
  {
    title: 'Company',
    fields: {
      legalName: { label: 'Legal name', hint: 'As registered: Công ty TNHH …' },
      displayName: { label: 'Shop name', hint: 'As shoppers know it; the site name if empty.' },
      registrationNumber: {
        label: 'Business registration number',
        hint: 'Mã số doanh nghiệp: 10 digits.',
      },
      registrationDate: { label: 'Date of issue', type: 'date' },
      registrationPlace: {
        label: 'Issued by',
        hint: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh, for example.',
      },
      taxCode: { label: 'Tax code', hint: 'Printed on invoices only when filled in.' },
      address: { label: 'Registered address' },
    },
  },
  {
    title: 'Reaching the shop',
    fields: {
      hotline: { label: 'Hotline', type: 'tel' },
      supportEmail: { label: 'Support e-mail', type: 'email' },
      supportHours: {
        label: 'Support hours, in Vietnamese',
        hint: '8:00–21:00 hằng ngày, for example.',
      },
      supportHoursEn: {
        label: 'Support hours, in English',
        hint: '8:00–21:00 every day: on English pages and e-mails (the Vietnamese if empty).',
      },
      zalo: { label: 'Zalo', hint: 'A phone number, or the https://zalo.me/… link of an OA.' },
      facebook: { label: 'Facebook page', type: 'url' },
      youtube: { label: 'YouTube channel', type: 'url' },
      tiktok: { label: 'TikTok account', type: 'url' },
    },
  },
  {
    title: 'Ministry of Industry and Trade',
    fields: {
      moitUrl: {
        label: 'Notice link',
        type: 'url',
        hint: `The https://${MOIT_HOST}/… address of the shop's notice.`,
      },
    },
  },
];

const TOAST_MS = 6000;

const identityOf = (read: AdminShopIdentity): ShopIdentity => {
  const { configured: _configured, ...identity } = read.identity;
  return identity;
};

export default function ShopDetails() {
  const hydrated = useMounted();
  const [values, setValues] = useState<ShopIdentity>(EMPTY_SHOP_IDENTITY);
  const [loaded, setLoaded] = useState<AdminShopIdentity | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  /** The toast that says the details were saved (it goes after TOAST_MS). */
  const [toast, setToast] = useState(false);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    fetchShopIdentity().then(
      (read) => {
        setLoaded(read);
        setValues(identityOf(read));
      },
      (error: unknown) => setLoadError(errorMessage(error, 'Could not load the shop details.')),
    );
  }, []);

  const set = (field: keyof ShopIdentity, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAlert('');
    const found = shopIdentityErrors(normaliseShopIdentity(values), shopToday(new Date()));
    setErrors(found);
    const focusFirst = () =>
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    if (Object.keys(found).length > 0) {
      focusFirst();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveShopIdentity(values);
      setLoaded(saved);
      setValues(identityOf(saved));
      setToast(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        setErrors(error.errors);
        focusFirst();
      } else setAlert(errorMessage(error, 'Could not save the shop details.'));
    } finally {
      setBusy(false);
    }
  };

  if (loadError) return <Alert message={loadError} />;
  if (!loaded) return <p className="admin-muted">Loading…</p>;

  return (
    <form className="admin-card" aria-label="Shop details" noValidate onSubmit={submit}>
      <p className="admin-muted">
        {loaded.identity.configured
          ? `Last changed by ${loaded.updatedBy ?? 'nobody'}.`
          : 'Nothing is configured yet: every page shows "Company registration pending." and no registration number or tax code.'}
      </p>
      {alert && (
        <p role="alert" className="admin-alert">
          {alert}
        </p>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className={styles.fieldset}>
          <legend>{group.title}</legend>
          {group.title === 'Ministry of Industry and Trade' && (
            <label className={styles.check}>
              <input
                type="checkbox"
                name="moitNotice"
                checked={values.moitNotice}
                onChange={(event) => set('moitNotice', event.target.checked)}
              />{' '}
              Show the "Đã thông báo Bộ Công Thương" notice in the footer
            </label>
          )}
          {(Object.entries(group.fields) as [ShopIdentityTextField, FieldLook][]).map(
            ([field, look]) => (
              <TextField
                key={field}
                id={`shop-${field}`}
                name={field}
                label={look.label}
                hint={look.hint}
                type={look.type ?? 'text'}
                maxLength={SHOP_IDENTITY_MAX[field]}
                value={values[field]}
                onValue={(value) => set(field, value)}
                error={errors[field]}
              />
            ),
          )}
        </fieldset>
      ))}
      <button type="submit" className="admin-button" disabled={busy || !hydrated}>
        {busy ? 'Saving…' : 'Save shop details'}
      </button>
      <div role="status" className={styles.toastArea}>
        {toast && (
          <p className={styles.toast}>
            <strong>{SHOP_IDENTITY_MESSAGES.saved}</strong>
            <span>Every page shows the new details within a few seconds.</span>
          </p>
        )}
      </div>
    </form>
  );
}
