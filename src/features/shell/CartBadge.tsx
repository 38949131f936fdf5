// The cart's item count on the cart icons; nothing until hydrated and the stored cart is read.
import { useStore } from '@nanostores/react';
import { $cart, $cartLoaded } from '../cart/store.ts';
import CountBadge from './CountBadge.tsx';
import { useReady } from './use-mounted.ts';

interface Props {
  /** What a screen reader hears: "{count} item" and "{count} items". */
  one: string;
  many: string;
}

export default function CartBadge({ one, many }: Props) {
  const ready = useReady($cartLoaded);
  const { totalItems } = useStore($cart);
  if (!ready) return null;
  return (
    <CountBadge
      count={totalItems}
      spoken={(totalItems === 1 ? one : many).replace('{count}', String(totalItems))}
    />
  );
}
