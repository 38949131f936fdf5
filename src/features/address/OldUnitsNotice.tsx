// The notice of an address written with the administrative units before July 2025 (no codes): the
// units the API maps it to, where unambiguous, shown for the customer to confirm or edit. Nothing
// is changed until they confirm, and then only the form: they still save or place it themselves.
import { useEffect, useState } from 'react';
import type { UnitSuggestion } from '../../api/schemas/address.ts';
import { fill } from '../../lib/i18n/browser.ts';
import type { AddressWords } from './address-words.ts';
import { loadSuggestion } from './address-api.ts';
import type { UnitValues } from './AddressUnits.tsx';
import styles from './address.module.scss';

interface Props {
  /** The address as it was when the form opened; the notice asks about it once. */
  address: { state: string; city: string; provinceCode?: string | undefined };
  words: AddressWords;
  /** The fields the suggestion sets (State, its code and postal code; City and its code if known). */
  onConfirm: (change: Partial<UnitValues>) => void;
  onEdit: () => void;
}

/** What confirming a suggestion writes into the form. */
export const suggestedChange = (suggestion: UnitSuggestion): Partial<UnitValues> => {
  const { province, ward } = suggestion;
  if (!province) return {};
  return {
    state: province.name,
    provinceCode: province.code,
    zipCode: province.postalCode,
    city: ward?.fullName ?? '',
    wardCode: ward?.code ?? '',
  };
};

export default function OldUnitsNotice({ address, words, onConfirm, onEdit }: Props) {
  const [asked] = useState(address);
  const [suggestion, setSuggestion] = useState<UnitSuggestion | null>(null);
  useEffect(() => {
    if (asked.provinceCode || !(asked.state.trim() || asked.city.trim())) return;
    let current = true;
    loadSuggestion(asked.state, asked.city).then(
      (found) => current && setSuggestion(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [asked]);

  const province = suggestion?.province;
  if (!suggestion || !province) return null;
  const t = words.oldUnits;
  const named = suggestion.ward
    ? `${suggestion.ward.fullName}, ${province.name}`
    : `${province.name}, ${t.chooseWard}`;
  return (
    <div className={styles.notice} role="status">
      <p>{fill(t.notice, { suggestion: named })}</p>
      <div className={styles.noticeActions}>
        <button type="button" onClick={() => onConfirm(suggestedChange(suggestion))}>
          {t.confirm}
        </button>
        <button type="button" onClick={onEdit}>
          {t.edit}
        </button>
      </div>
    </div>
  );
}
