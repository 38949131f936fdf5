// English: the About and Contact pages and the home page's banners, special offer and newsletter
// box (the product's own words, kept as written). Vietnamese beside it: ../vi/pages.ts.
import { RETURN_WINDOW_DAYS, SHIPPING_METHODS } from '../../constants.ts';
import { SHOP } from '../../shop.ts';

export const pages = {
  about: {
    title: 'About Us',
    description:
      'VietTech Store was founded in 2018 in Ho Chi Minh City by a team of 4. Genuine electronics, honest prices and a greener way to shop.',
    heroTitle: 'Technology for everyone in Vietnam',
    heroText:
      'Genuine electronics, honest advice and fast delivery, from Ho Chi Minh City to your door.',
    valuesTitle: 'What We Stand For',
    values: {
      genuine: {
        title: 'Genuine Products',
        text: 'Every phone, laptop and accessory comes from official distributors with full manufacturer warranty.',
      },
      prices: {
        title: 'Fair Prices',
        text: 'Clear prices in đồng, no hidden fees, and free standard delivery anywhere in Vietnam.',
      },
      support: {
        title: 'Real Support',
        text: 'Friendly people who know the products, before and after you buy, in Vietnamese and English.',
      },
    },
    journeyTitle: 'Our Journey',
    journeyStart:
      'VietTech Store was founded in 2018 in Ho Chi Minh City by a team of 4 friends who were tired of guessing whether the phone they bought online was genuine. We started with a handful of smartphones sold from a small shop in District 1.',
    journeyToday:
      'Today we carry phones, laptops, tablets, PCs, screens and accessories from the brands Vietnamese shoppers love, with stores in Ho Chi Minh City, Hà Nội and Đà Nẵng. Our promise has not changed: only genuine products, fair prices and people who help.',
    teamTitle: 'Our Team',
    roles: {
      ceo: 'Co-founder & CEO',
      buying: 'Co-founder & Head of Buying',
      customers: 'Customer Experience Lead',
      engineering: 'Engineering Lead',
    },
    sustainabilityTitle: 'Sustainability',
    sustainabilityText: 'Electronics should not cost the earth. Here is what we do about it today:',
    impact: {
      packaging: 'recycled materials in our packaging',
      delivery: 'carbon offset on every delivery',
      community: 'of profits given to community projects',
    },
    ctaTitle: 'Ready to find your next device?',
    cta: 'Shop Now',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Call, e-mail or visit VietTech Store in Ho Chi Minh City, Hà Nội and Đà Nẵng. Support Mon-Fri 9am-6pm, answers to common questions and store hours.',
    heading: 'Contact Us',
    intro: 'Questions about a product, an order or a return? We are happy to help.',
    detailsTitle: 'Get in Touch',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    supportHours: 'Support hours',
    /** The shop's address and support hours as this page writes them. */
    shopAddress: SHOP.address,
    shopSupportHours: SHOP.supportHours,
    mapTitle: 'Map: our main store on Nguyễn Huệ, Sài Gòn Ward, Ho Chi Minh City',
    followUs: 'Follow Us',
    /** The seller's legal name, once the shop's identity is configured. */
    seller: 'Seller',
    formTitle: 'Send a Message',
    faqTitle: 'Frequently Asked Questions',
    faq: {
      shipping: {
        question: 'How long does shipping take?',
        answer:
          // The delivery times and the return window are the shop's constants, never retyped here.
          `Standard delivery takes ${SHIPPING_METHODS.standard.eta} and Express ${SHIPPING_METHODS.express.eta}. Overnight orders placed before the 2pm cut-off arrive the next business day.`,
      },
      returns: {
        question: 'What is your return policy?',
        answer: `You can return any item within ${RETURN_WINDOW_DAYS} days of delivery for a full refund, as long as it is unused and in its original packaging.`,
      },
      international: {
        question: 'Do you ship internationally?',
        answer:
          'We currently deliver within Vietnam only. For orders abroad, contact our support team and we will look for a solution together.',
      },
      tracking: {
        question: 'How can I track my order?',
        answer:
          'Signed-in customers see the status of every order under My Orders. We also e-mail you when your order ships. Questions? Our support team answers Mon-Fri 9am-6pm.',
      },
      eco: {
        question: 'Are your products eco-friendly?',
        answer:
          'We favour energy-efficient devices, ship in packaging made of 60% recycled materials, offset 100% of our delivery emissions and take back old electronics for recycling.',
      },
    },
    hoursTitle: 'Store Hours',
    stores: {
      main: {
        store: 'Main Store',
        city: 'Ho Chi Minh City',
        weekdays: 'Mon-Sat 10am-8pm',
        sunday: 'Sun 11am-6pm',
      },
      hanoi: {
        store: 'Hà Nội Store',
        city: 'Hà Nội',
        weekdays: 'Mon-Sat 10am-8pm',
        sunday: 'Sun 11am-6pm',
      },
      danang: {
        store: 'Đà Nẵng Store',
        city: 'Đà Nẵng',
        weekdays: 'Mon-Sat 10am-7pm',
        sunday: 'Sun 11am-5pm',
      },
    },
    /** The contact form (an island: it receives this slice). */
    form: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      send: 'Send Message',
      sending: 'Sending...',
      sentTitle: 'Message Sent',
      sentText: 'We have received your message and will respond soon.',
      failedTitle: 'Submission Failed',
      failedText: 'There was an error sending your message. Please try again.',
      thanksTitle: 'Thank You!',
      thanksText:
        'Your message has been sent. Our team will get back to you within one business day.',
      again: 'Send Another Message',
    },
  },
  /** The home page's banner carousel; each banner's title, text and button are drawn in its image. */
  banners: {
    label: 'Promotions',
    roleCarousel: 'carousel',
    roleSlide: 'slide',
    slideOf: '{index} of {count}',
    showSlide: 'Show slide {index}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    phones: {
      title: 'Galaxy S26 Series',
      text: 'Galaxy AI, a 200 MP camera and titanium design',
      cta: 'Shop phones',
    },
    laptops: {
      title: 'MacBook Air M4',
      text: 'Thin, light and up to 18 hours of battery life',
      cta: 'Shop laptops',
    },
    accessories: {
      title: 'Up to 40% off accessories',
      text: 'Headphones, mice and keyboards, for a limited time',
      cta: 'Shop accessories',
    },
  },
  /** The home page's Special Offer banner. */
  offer: {
    eyebrow: 'Special Offer',
    title: 'Up to {percent}% off selected items',
    text: 'For a limited time only: save on phones, laptops and accessories while stocks last.',
    cta: 'Shop the sale',
  },
  /** The home page's Stay Updated box. */
  newsletter: {
    title: 'Stay Updated',
    text: 'Subscribe to our newsletter for new arrivals, exclusive deals and tech tips.',
    emailLabel: 'Email address',
    placeholder: 'Enter your email',
    subscribe: 'Subscribe',
  },
} as const;
