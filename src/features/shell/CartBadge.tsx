// The cart's item count on the cart icons; nothing until hydrated and the stored cart is read.
import { useStore } from '@nanostores/react';
import { $cart, $cartLoaded } from '../cart/store.ts';
import CountBadge from './CountBadge.tsx';
import { useReady } from './use-mounted.ts';

export default function CartBadge() {
  const ready = useReady($cartLoaded);
  const { totalItems } = useStore($cart);
  if (!ready) return null;
  return (
    <CountBadge
      count={totalItems}
      spoken={`${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}
    />
  );
}
