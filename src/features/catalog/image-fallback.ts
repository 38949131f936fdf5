// The placeholder swap for product images that fail to load: the placeholder picture, never a
// broken image.
import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';

/** onError for <img>: shows the placeholder once (never loops if the placeholder fails too). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
