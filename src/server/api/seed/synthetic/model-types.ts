// Types of the synthetic catalogue's data: model lines per brand, and what a category makes of a model.
import type { CategoryName } from '../../../../lib/constants.ts';
import type { ColorOption, FieldValues, SizeOption } from '../catalog-types.ts';
import type { Random } from './random.ts';

/** Where a model sits in its brand's range: it sets its price, specification and criteria. */
export type Tier = 'budget' | 'mid' | 'high' | 'flagship';

/**
 * A family of model names: series + model + ending + config, e.g. 'Galaxy A' + '57' + ' 5G' +
 * ' 8GB'. Every combination is a different product, so a line holds
 * models × endings × configs names.
 */
export interface ModelLine {
  series: string;
  models: readonly string[];
  endings: readonly string[];
  /** Memory or edition words that end the name, e.g. '8GB'; [''] when names have none. */
  configs: readonly string[];
  tier: Tier;
  /** What the line is within its category, e.g. 'Mouse', 'Tower', 'gaming'. */
  kind: string;
}

/** A brand in one category: its share, its model lines and the colours it sells. */
export interface BrandModels {
  brand: string;
  /** Three letters in SKUs, e.g. SAM. */
  code: string;
  /** Relative share of the category's products. */
  weight: number;
  /** The word opening names ('Samsung' Galaxy A57, 'vivo' Y39); '' when the series stands alone (iPhone). */
  label: string;
  lines: readonly ModelLine[];
  colors: readonly ColorOption[];
}

/** One model of a brand: a point of its name space. */
export interface ModelChoice {
  brand: BrandModels;
  line: ModelLine;
  model: string;
  ending: string;
  config: string;
  name: string;
  /** Position in the brand's name space: the same name always has the same index. */
  index: number;
}

/** What a category writes for one model: specification, words and prices. */
export interface ModelSpec {
  fields: FieldValues;
  criteria: string[];
  summary: string;
  details: string;
  /** Storage or configuration options with prices; absent when the product has one price. */
  sizes?: SizeOption[];
  price?: number;
  /** How many colours of the brand's palette the product comes in (0: none, one body colour). */
  colorCount: number;
  /** Body colour of the drawing when the product comes in no colours. */
  bodyHex?: string;
}

/** One category of the synthetic catalogue: its brands and how it specifies a model. */
export interface CategoryModels {
  name: CategoryName;
  /** Two letters opening every SKU of the category, like the seed's (PH-, LP-, ...). */
  skuPrefix: string;
  /** Relative share of the whole catalogue. */
  share: number;
  brands: readonly BrandModels[];
  spec(choice: ModelChoice, random: Random): ModelSpec;
}
