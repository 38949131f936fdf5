// Types of the seed catalogue: entries as editors write them, and the built records seeding stores.
import type { Attribute, CategoryField } from '../../../api/schemas/catalog.ts';
import type { CategoryName } from '../../../lib/constants.ts';
import type { ProductFacts } from '../../../lib/product-facts.ts';

export type FieldValue = string | number | boolean;
export type FieldValues = Record<string, FieldValue>;

/** A colour option; `code` names it in variation SKUs (e.g. BLK in PH-APL-IP17P-BLK-256). */
export interface ColorOption {
  name: string;
  hex: string;
  code: string;
}

/** A storage, configuration or case size with its own list price in VND. */
export interface SizeOption {
  size: string;
  price: number;
}

interface EntryBase {
  sku: string;
  name: string;
  brand: string;
  criteria: string[];
  /** One sentence: the short description. */
  summary: string;
  /** One or two sentences that follow the summary in the description. */
  details: string;
  /** The summary and details in Vietnamese (the /vi page's texts); absent: the English is shown. */
  summaryVi?: string;
  detailsVi?: string;
  fields: FieldValues;
  colors?: ColorOption[];
  /** Percent off every variation (5-30); absent when not on sale. */
  salePercent?: number;
  featured?: boolean;
  /** Every variation (or the product itself) has stock 0. */
  outOfStock?: boolean;
  /** Variation SKU suffixes with stock 0, e.g. 'ORG-2TB'. */
  soldOut?: string[];
  /** Write the description as HTML instead of plain lines. */
  html?: boolean;
  /** Month the product was added, 'YYYY-MM'; otherwise spread over the catalogue window. */
  added?: string;
  /** Body colour of the drawing when the product has no colour options. */
  bodyHex?: string;
}

/** One product as written in the data files: either one price or a list of sizes with prices. */
export type ProductEntry = EntryBase &
  ({ price: number; sizes?: never } | { sizes: SizeOption[]; price?: never });

export type Illustration =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'tower'
  | 'mini-pc'
  | 'all-in-one'
  | 'monitor'
  | 'curved-monitor'
  | 'headphones'
  | 'earbuds'
  | 'mouse'
  | 'keyboard'
  | 'charger'
  | 'watch';

export interface CategoryEntry {
  name: CategoryName;
  description: string;
  /** The name and description on Vietnamese pages. */
  nameVi: string;
  descriptionVi: string;
  fields: CategoryField[];
  /** Unit shown after a Number field's value in descriptions, e.g. Battery: 'mAh'. */
  units: Record<string, string>;
  /** Each field's name and unit on Vietnamese pages ('Dung lượng pin', 'mAh'). */
  labelsVi: Record<string, string>;
  unitsVi: Record<string, string>;
  warrantyMonths: number;
}

export interface SeedCategory {
  _id: string;
  name: CategoryName;
  description: string;
  nameVi?: string;
  descriptionVi?: string;
  fields: CategoryField[];
  /** Each field's Vietnamese name and unit, by its name. */
  fieldsVi?: Record<string, { labelVi?: string; unitVi?: string }>;
  position: number;
}

export interface SeedVariation {
  _id: string;
  sku: string;
  name: string;
  price: number;
  salePrice?: number;
  stock: number;
  isDefault: boolean;
  attributes: Attribute[];
}

/** One generated product picture: the colour drawn and whether it is the front or angled view. */
export interface SeedImage {
  url: string;
  hex: string;
  /** Set when the picture shows one of the product's colour options. */
  colorName?: string;
  view: 'front' | 'angle';
}

export interface SeedProduct {
  _id: string;
  sku: string;
  name: string;
  brand: string;
  category: CategoryName;
  criteria: string[];
  featured: boolean;
  fields: FieldValues;
  description: string;
  shortDescription: string;
  descriptionVi?: string;
  shortDescriptionVi?: string;
  price: number;
  salePrice?: number;
  stock: number;
  hasVariations: boolean;
  variations: SeedVariation[];
  productImages: string[];
  images: SeedImage[];
  illustration: Illustration;
  /** Warranty, box contents and origin (seed/facts.ts). */
  facts: ProductFacts;
  rating: number;
  ratingCount: number;
  createdAt: string;
}

export interface SeedCatalog {
  categories: SeedCategory[];
  products: SeedProduct[];
}
