// The placeholder swap for product images that fail to load: the placeholder picture, never a
// broken image.
import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';

/** onError for <img>: shows the placeholder once (never loops if the placeholder fails too); the
 * <source>s of a responsive picture are emptied so that the browser turns to the image's own src. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  if (image.parentElement?.tagName === 'PICTURE')
    for (const source of image.parentElement.querySelectorAll('source')) source.srcset = '';
  image.src = PLACEHOLDER_IMAGE;
}
