// The address's province and ward, picked from the register: State/Province first (the 34
// provinces and cities, fetched when the field is first used), then City (the chosen province's
// wards, communes and special zones, fetched when it is chosen). A choice fills the names and the
// codes, and the province's postal code into ZIP/Postal code (still editable); typed text stays
// the field's value, without codes.
import { useEffect, useState } from 'react';
import type { Province, Ward } from '../../api/schemas/address.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { AddressWords } from './address-words.ts';
import { loadProvinces, loadWards } from './address-api.ts';
import UnitCombobox, { type UnitOption } from './UnitCombobox.tsx';

/** The address fields the pickers read and write; '' for a code the address does not have. */
export interface UnitValues {
  state: string;
  city: string;
  zipCode: string;
  provinceCode: string;
  wardCode: string;
}

interface Props {
  values: Omit<UnitValues, 'zipCode'>;
  /** The fields a change sets. */
  onChange: (change: Partial<UnitValues>) => void;
  /** The inputs' ids (and names): the State/Province one and the City one. */
  ids: { state: string; city: string };
  labels: { state: string; city: string };
  errors: { state?: string | undefined; city?: string | undefined };
  requiredMark?: boolean;
  lang: Lang;
  words: AddressWords;
}

/** The errors the pickers show: State's or its province code's, City's or its ward code's. */
export const unitFieldErrors = (errors: Partial<Record<string, string | undefined>>) => ({
  state: errors['state'] ?? errors['provinceCode'],
  city: errors['city'] ?? errors['wardCode'],
});

/** The errors a change of the pickers' fields clears. */
export const clearedUnitErrors = (change: Partial<UnitValues>) =>
  Object.fromEntries(
    Object.keys(change).flatMap((field) =>
      field === 'state' || field === 'provinceCode'
        ? [
            ['state', undefined],
            ['provinceCode', undefined],
          ]
        : field === 'city' || field === 'wardCode'
          ? [
              ['city', undefined],
              ['wardCode', undefined],
            ]
          : [[field, undefined]],
    ),
  );

type Loaded<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; items: T };

/** Reads `load` when `key` is set (and again after a failure when `retry` grows). */
function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>, retry: number) {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (items) => current && setLoaded({ key, value: { state: 'ready', items } }),
      () => current && setLoaded({ key, value: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, load, retry]);
  if (key === null) return { state: 'idle' } as Loaded<T>;
  return loaded?.key === key ? loaded.value : ({ state: 'loading' } as Loaded<T>);
}

const provinceOption = (province: Province, lang: Lang): UnitOption => ({
  code: province.code,
  label: province.name,
  note: lang === 'en' && province.nameEn !== province.name ? province.nameEn : undefined,
});

const wardOption = (ward: Ward): UnitOption => ({ code: ward.code, label: ward.fullName });

export default function AddressUnits(props: Props) {
  const { values, onChange, words, lang } = props;
  const [wanted, setWanted] = useState(false);
  const [retries, setRetries] = useState(0);
  const provinces = useLoaded(wanted ? 'all' : null, loadProvinces, retries);
  const wards = useLoaded(values.provinceCode || null, loadWards, retries);
  const asked = () => {
    setWanted(true);
    if (provinces.state === 'failed' || wards.state === 'failed') setRetries((n) => n + 1);
  };

  const statusOf = (loaded: Loaded<unknown>) =>
    loaded.state === 'loading' ? words.loading : loaded.state === 'failed' ? words.loadFailed : '';

  return (
    <>
      <UnitCombobox
        id={props.ids.state}
        label={props.labels.state}
        listLabel={words.provincesList}
        value={values.state}
        options={
          provinces.state === 'ready' ? provinces.items.map((p) => provinceOption(p, lang)) : null
        }
        status={statusOf(provinces)}
        error={props.errors.state}
        requiredMark={props.requiredMark}
        autoComplete="address-level1"
        words={words}
        onFocus={asked}
        onType={(state) => onChange({ state, provinceCode: '', wardCode: '' })}
        onChoose={(option) => {
          if (provinces.state !== 'ready') return;
          const province = provinces.items.find((p) => p.code === option.code);
          if (!province) return;
          onChange({
            state: province.name,
            provinceCode: province.code,
            zipCode: province.postalCode,
            ...(province.code === values.provinceCode ? {} : { wardCode: '', city: '' }),
          });
        }}
      />
      <UnitCombobox
        id={props.ids.city}
        label={props.labels.city}
        listLabel={words.wardsList}
        value={values.city}
        options={wards.state === 'ready' ? wards.items.map(wardOption) : null}
        status={values.provinceCode ? statusOf(wards) : words.chooseProvinceFirst}
        error={props.errors.city}
        requiredMark={props.requiredMark}
        autoComplete="address-level2"
        words={words}
        onFocus={asked}
        onType={(city) => onChange({ city, wardCode: '' })}
        onChoose={(option) => onChange({ city: option.label, wardCode: option.code })}
      />
    </>
  );
}
