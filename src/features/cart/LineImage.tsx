// A line's product picture (cart, checkout review): square, decorative (the name beside it says
// what it is), and the placeholder when it fails to load (SPEC.md section 8).
import { showPlaceholder } from '../catalog/image-fallback.ts';

export default function LineImage({ src, size }: { src: string; size: number }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={showPlaceholder}
    />
  );
}
