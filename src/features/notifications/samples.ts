// The shop's sample notifications (no server call): the Notifications page lists them and the
// header and bottom bar badges count them.
export interface ShopNotification {
  id: string;
  title: string;
  message: string;
  /** ISO date. */
  date: string;
}

export const SAMPLE_NOTIFICATIONS: readonly ShopNotification[] = [
  {
    id: 'n-1001',
    title: 'Your order has shipped',
    message: 'Order ORD-20261118-4F7K is on its way and should arrive within 3 business days.',
    date: '2026-11-19T09:30:00+07:00',
  },
  {
    id: 'n-1002',
    title: 'Price drop on an item you viewed',
    message: 'Galaxy Buds3 Pro is now 10% off. The offer ends this Sunday.',
    date: '2026-11-17T14:05:00+07:00',
  },
];
