// The fixed content of the Contact page: where to reach the shop, its FAQ and its store hours.
import { SHOP } from '../../lib/shop.ts';

export const CONTACT_DETAILS = {
  address: SHOP.address,
  phone: SHOP.phone,
  phoneHref: 'tel:+842838221234',
  email: SHOP.email,
  supportHours: SHOP.supportHours,
} as const;

export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
];

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How long does shipping take?',
    answer:
      'Standard delivery takes 5-7 business days and Express 2-3 business days. Overnight orders placed before the 2pm cut-off arrive the next business day.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'You can return any item within 30 days of delivery for a full refund, as long as it is unused and in its original packaging.',
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'We currently deliver within Vietnam only. For orders abroad, contact our support team and we will look for a solution together.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'Signed-in customers see the status of every order under My Orders. We also e-mail you when your order ships. Questions? Our support team answers Mon-Fri 9am-6pm.',
  },
  {
    question: 'Are your products eco-friendly?',
    answer:
      'We favour energy-efficient devices, ship in packaging made of 60% recycled materials, offset 100% of our delivery emissions and take back old electronics for recycling.',
  },
];

export const STORE_HOURS: readonly {
  store: string;
  city: string;
  weekdays: string;
  sunday: string;
}[] = [
  {
    store: 'Main Store',
    city: 'Ho Chi Minh City',
    weekdays: 'Mon-Sat 10am-8pm',
    sunday: 'Sun 11am-6pm',
  },
  { store: 'Hà Nội Store', city: 'Hà Nội', weekdays: 'Mon-Sat 10am-8pm', sunday: 'Sun 11am-6pm' },
  { store: 'Đà Nẵng Store', city: 'Đà Nẵng', weekdays: 'Mon-Sat 10am-7pm', sunday: 'Sun 11am-5pm' },
];
