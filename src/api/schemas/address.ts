// Vietnam's administrative units since the 2025 reform, as the address pickers read them: the 34
// provinces and centrally-run cities, then a province's wards, communes and special zones.
import * as z from 'zod/mini';
import { PROVINCE_KINDS, WARD_KINDS } from '../../lib/address.ts';

/** A province's official two-digit code (01 Hà Nội, 79 Hồ Chí Minh). */
export const provinceCodeSchema = z.string().check(z.regex(/^\d{2}$/));
/** A ward's, commune's or special zone's official five-digit code (00070 Phường Hoàn Kiếm). */
export const wardCodeSchema = z.string().check(z.regex(/^\d{5}$/));

export const provinceSchema = z.object({
  code: provinceCodeSchema,
  /** As written in Vietnamese, without its kind: "Hà Nội". */
  name: z.string(),
  /** Its English name: "Hanoi". */
  nameEn: z.string(),
  kind: z.enum(PROVINCE_KINDS),
  /** Its five-digit postal code (Vietnam Post's national postcode). */
  postalCode: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;
export const provincesResponseSchema = z.object({ provinces: z.array(provinceSchema) });
export type ProvincesResponse = z.infer<typeof provincesResponseSchema>;

export const wardSchema = z.object({
  code: wardCodeSchema,
  /** Without its kind: "Hoàn Kiếm". */
  name: z.string(),
  /** With its kind, as an address writes it: "Phường Hoàn Kiếm". */
  fullName: z.string(),
  kind: z.enum(WARD_KINDS),
});
export type Ward = z.infer<typeof wardSchema>;
export const wardsResponseSchema = z.object({
  province: provinceSchema,
  wards: z.array(wardSchema),
});
export type WardsResponse = z.infer<typeof wardsResponseSchema>;

/** `GET /address/suggestion`: the State and City of an address written without codes. */
export const unitSuggestionQuerySchema = z.object({
  state: z._default(z.string().check(z.maxLength(100)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
});

/**
 * The units an address written with the pre-2025 units maps to, where the mapping is unambiguous:
 * its province, and its ward when the address names one of that province's; both null when the
 * address already reads as today's units or maps to no single province.
 */
export const unitSuggestionSchema = z.object({
  province: z.nullable(provinceSchema),
  ward: z.nullable(wardSchema),
});
export type UnitSuggestion = z.infer<typeof unitSuggestionSchema>;
