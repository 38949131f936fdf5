// The fixed content of the Contact page: where to reach the shop. Its words (the FAQ, the store
// hours, the address as written in each language) are in the catalogue, pages.contact.
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
