// A line's product picture (cart, checkout review): square, decorative (the name beside it says
// what it is), and the shop's placeholder picture when it fails to load.
import { showPlaceholder } from '../catalog/image-fallback.ts';
import { ProductImage } from '../catalog/ProductImage.tsx';

export default function LineImage({ src, size }: { src: string; size: number }) {
  return (
    <ProductImage
      src={src}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={showPlaceholder}
    />
  );
}
