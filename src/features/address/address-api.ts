// The register the pickers read: the provinces once, then one province's wards when it is chosen
// (each answer kept for the page's life; the browser keeps them a day, see the API's cache).
import { apiClient } from '../../api/client.ts';
import {
  provincesResponseSchema,
  unitSuggestionSchema,
  wardsResponseSchema,
  type Province,
  type UnitSuggestion,
  type Ward,
} from '../../api/schemas/address.ts';

let provinces: Promise<readonly Province[]> | undefined;
const wards = new Map<string, Promise<readonly Ward[]>>();

/** A failed read is forgotten, so the next focus asks again. */
function kept<T>(read: Promise<T>, forget: () => void): Promise<T> {
  read.catch(forget);
  return read;
}

export function loadProvinces(): Promise<readonly Province[]> {
  provinces ??= kept(
    apiClient.call('GET', '/address/provinces', provincesResponseSchema).then((b) => b.provinces),
    () => (provinces = undefined),
  );
  return provinces;
}

export function loadWards(provinceCode: string): Promise<readonly Ward[]> {
  let read = wards.get(provinceCode);
  if (!read) {
    read = kept(
      apiClient
        .call(
          'GET',
          `/address/provinces/${encodeURIComponent(provinceCode)}/wards`,
          wardsResponseSchema,
        )
        .then((body) => body.wards),
      () => wards.delete(provinceCode),
    );
    wards.set(provinceCode, read);
  }
  return read;
}

/** Today's units for an address written with those before July 2025 (nulls: nothing to suggest). */
export function loadSuggestion(state: string, city: string): Promise<UnitSuggestion> {
  const query = new URLSearchParams({ state, city });
  return apiClient.call('GET', `/address/suggestion?${query}`, unitSuggestionSchema);
}
