// Vietnam's administrative units for the address pickers: the provinces, then one province's
// wards, communes and special zones (the pickers fetch one province at a time).
import * as z from 'zod/mini';
import {
  provinceCodeSchema,
  provincesResponseSchema,
  unitSuggestionQuerySchema,
  unitSuggestionSchema,
  wardsResponseSchema,
} from '../../../api/schemas/address.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { findProvince, provinces, suggestUnits, wardsOf } from '../address/units.ts';
import { notFound } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';

const PROVINCE_NOT_FOUND = API_MESSAGES.address.provinceNotFound;

export const addressRoutes = [
  defineRoute({
    method: 'GET',
    path: '/address/provinces',
    tag: 'Addresses',
    summary:
      'Lists the 34 provinces and centrally-run cities: code, name, English name, kind and postal code.',
    access: access.public,
    cache: 'register',
    responses: { 200: { description: 'The provinces, by code.', schema: provincesResponseSchema } },
    handler: () => ({ provinces: [...provinces()] }),
  }),
  defineRoute({
    method: 'GET',
    path: '/address/provinces/:code/wards',
    tag: 'Addresses',
    summary: "Lists a province's wards, communes and special zones: code, name and kind.",
    access: access.public,
    cache: 'register',
    request: {
      params: { schema: z.object({ code: provinceCodeSchema }), notFound: PROVINCE_NOT_FOUND },
    },
    responses: {
      200: { description: 'The province and its units, by code.', schema: wardsResponseSchema },
      404: { description: `No province has this code ("${PROVINCE_NOT_FOUND}").` },
    },
    handler: (_c, { params }) => {
      const province = findProvince(params.code);
      const wards = wardsOf(params.code);
      if (!province || !wards) throw notFound(PROVINCE_NOT_FOUND);
      return { province, wards: [...wards] };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/address/suggestion',
    tag: 'Addresses',
    summary:
      'Maps the State and City of an address written with the units before July 2025 to today’s, where unambiguous.',
    access: access.public,
    cache: 'register',
    request: { query: unitSuggestionQuerySchema },
    responses: {
      200: {
        description: 'The province and ward suggested, or nulls when there is nothing to suggest.',
        schema: unitSuggestionSchema,
      },
    },
    handler: (_c, { query }) => suggestUnits(query),
  }),
];
