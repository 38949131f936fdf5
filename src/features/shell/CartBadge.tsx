// The cart's item count on the cart icons; nothing until hydrated (the count lives in localStorage).
import { useStore } from '@nanostores/react';
import { $cart } from '../cart/store.ts';
import CountBadge from './CountBadge.tsx';
import { useMounted } from './use-mounted.ts';

export default function CartBadge() {
  const mounted = useMounted();
  const { totalItems } = useStore($cart);
  if (!mounted) return null;
  return (
    <CountBadge
      count={totalItems}
      spoken={`${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}
    />
  );
}
