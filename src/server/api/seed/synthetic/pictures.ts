// Pictures of synthetic products: the seed's drawings, one file per brand, kind of product, colour
// and view, shared by every product that looks alike. A catalogue of any size needs a bounded set
// of files (brands × kinds × palette colours), written the first time a product needs each one.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Illustration, SeedProduct } from '../catalog-types.ts';
import { PICTURES_URL } from '../../../../lib/picture-paths.ts';
import { renderProductSvg } from '../images.ts';
import { lookKey, lookOf, sharedLook } from '../looks.ts';

const KIND_LABELS: Record<string, string> = {
  phones: 'Smartphone',
  laptops: 'Laptop',
  tablets: 'Tablet',
  Tower: 'Desktop PC',
  Mini: 'Mini PC',
  'All-in-One': 'All-in-One PC',
};
/** Accessories drawn as the phone they fit. */
const PHONE_SHAPED = new Set(['Case', 'Screen Protector']);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What the picture names the product: its kind ('Smartphone', 'Mini PC', 'Earbuds', ...). */
function kindLabel(product: SeedProduct): string {
  const { category, fields } = product;
  if (category === 'accessories') return String(fields['Type']);
  if (category === 'pc') return KIND_LABELS[String(fields['Form Factor'])] ?? 'Desktop PC';
  if (category === 'screens') return fields['Curved'] === true ? 'Curved monitor' : 'Monitor';
  return KIND_LABELS[category] ?? category;
}

function drawingOf(product: SeedProduct): Illustration {
  return PHONE_SHAPED.has(String(product.fields['Type'])) ? 'phone' : product.illustration;
}

/**
 * Points a product's pictures at shared files. With `dir`, each file is written there the first
 * time it is needed (and only if missing), so a later run reuses what an earlier one wrote.
 */
export function sharedPictures(dir?: string): (product: SeedProduct) => SeedProduct {
  const known = new Set<string>();
  if (dir !== undefined) mkdirSync(dir, { recursive: true });
  return (product) => {
    const label = kindLabel(product);
    const illustration = drawingOf(product);
    const look = sharedLook(lookOf({ ...product, illustration }));
    const shape = lookKey(look);
    const images = product.images.map((image) => {
      const color = image.colorName === undefined ? image.hex.slice(1) : slug(image.colorName);
      const file = `${slug(product.brand)}-${slug(label)}-${shape}-${color.toLowerCase()}-${image.view}.svg`;
      if (dir !== undefined && !known.has(file)) {
        known.add(file);
        const path = join(dir, file);
        if (!existsSync(path)) {
          const art = {
            illustration,
            look,
            hex: image.hex,
            name: label,
            ...(image.colorName === undefined ? {} : { colorName: image.colorName }),
            view: image.view,
          };
          writeFileSync(path, renderProductSvg(art));
        }
      }
      return { ...image, url: `${PICTURES_URL}/${file}` };
    });
    return { ...product, images, productImages: images.map((image) => image.url) };
  };
}
