// English: the policy pages' frame (their text is staff's, in the database): the footer's links, the
// facts each page states from the shop's constants, the shipping table's headings. Vietnamese
// beside it: ../vi/policies.ts.
export const policies = {
  /** The footer's list of policy pages (its accessible name) and each page's link. */
  nav: 'Policies',
  links: {
    warranty: 'Warranty',
    returns: 'Returns',
    shipping: 'Shipping',
    privacy: 'Privacy',
    terms: 'Terms of Sale',
  },
  updated: 'Last updated {date}',
  /** The box of facts above the staff's text: the shop's constants, never the staff's words. */
  factsTitle: 'At a glance',
  returnWindow: 'Return window: {days} days from delivery, for a full refund.',
  returnsHow:
    'To return an item, contact us with your order number: by phone, by e-mail or with the form on the Contact page.',
  shippingTitle: 'Delivery times and fees',
  shippingMethod: 'Method',
  shippingTime: 'Delivery time',
  shippingFee: 'Fee',
  /** The page's meta description. */
  metaDescription: '{title}: how {shop} handles it, in plain words.',
} as const;
