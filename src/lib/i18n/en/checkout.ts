// English: the checkout strings (the product's own words, kept as written). Vietnamese beside it: ../vi/checkout.ts.
import { SHIPPING_METHODS } from '../../constants.ts';
export const checkout = {
  title: 'Checkout',
  metaDescription: 'Delivery, payment and review of your VietTech Store order.',
  noscript: 'Checkout needs JavaScript. Please turn it on to place your order.',
  /** The checkout island's words. */
  screen: {
    loading: 'Loading checkout',
    stepsLabel: 'Checkout steps',
    /** Each step's label: "<number>. <words>"; a phone shows the number and `short`, a prefix of the words. */
    steps: {
      shipping: '1. Delivery & Payment Method',
      payment: '2. Payment Details',
      review: '3. Review',
    },
    stepsShort: { shipping: 'Delivery', payment: 'Payment', review: 'Review' },
    shippingAddress: 'Shipping Address',
    fields: {
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone Number',
      address: 'Street Address',
      home: 'Apartment, suite, unit (optional)',
      city: 'City',
      state: 'State/Province',
      zipCode: 'ZIP/Postal Code',
      country: 'Country',
      cardNumber: 'Card Number',
      cardHolder: 'Cardholder Name',
      expiryDate: 'Expiry Date',
      cvv: 'CVV',
    },
    expiryPlaceholder: 'MM/YY',
    shippingMethod: 'Shipping Method',
    methods: {
      standard: 'Standard',
      express: 'Express',
      overnight: 'Overnight',
    },
    /** Each method's delivery time: the shop's own (SHIPPING_METHODS), as every page states it. */
    etas: {
      standard: SHIPPING_METHODS.standard.eta,
      express: SHIPPING_METHODS.express.eta,
      overnight: SHIPPING_METHODS.overnight.eta,
    },
    paymentMethod: 'Payment Method',
    payments: {
      cod: 'Cash on Delivery',
      card: 'Credit Card',
      paypal: 'PayPal',
      bank_transfer: 'Bank transfer (VietQR)',
      vnpay: 'VNPay: ATM card, Visa/Master, QR',
    },
    paymentNotes: {
      cod: 'Pay in cash when your order arrives.',
      card: 'Visa, Mastercard or JCB. Requires an account.',
      paypal: 'Pay with your PayPal account. Requires an account.',
      bank_transfer:
        'Scan the VietQR code with your banking app after placing the order. No account needed.',
      vnpay:
        "Pay on VNPay's page after placing the order: a domestic ATM card, Visa or Mastercard, or a QR code. No account needed.",
    },
    next: 'Next',
    back: 'Back',
    free: 'Free',
    cardDetails: 'Card Details',
    cardHint:
      'Your card number and CVV are sent only with the order and are never saved on this device.',
    paypalTitle: 'PayPal',
    paypalNote:
      'You will pay with your PayPal account when you place the order. In this store the PayPal payment is simulated: no money is taken.',
    edit: 'Edit',
    editShipping: 'shipping address',
    editPayment: 'payment',
    methodShipping: '{method} shipping',
    items: 'Items',
    lineQuantity: '{quantity} x {price}',
    processing: 'Processing...',
    placeOrder: 'Place Order',
    signInTitle: 'Sign in to continue',
    signInText:
      'Card and PayPal payments need an account. Sign in or create one, or continue as a guest and pay cash on delivery. Your details stay filled in.',
    signIn: 'Sign In',
    createAccount: 'Create Account',
    guest: 'Continue as Guest with COD',
    summary: 'Order Summary',
    subtotal: 'Subtotal',
    shippingRow: 'Shipping ({method})',
    tax: 'Tax (10%)',
    total: 'Total',
    itemOne: '{count} item',
    itemMany: '{count} items',
    thankYou: 'Thank You!',
    placed: 'Your order has been placed successfully.',
    orderId: 'Order ID',
    orderNumber: 'Order Number',
    /** {email} is shown in bold. */
    emailSent: 'A confirmation email has been sent to {email}.',
    viewOrders: 'View My Orders',
    backHome: 'Back to Home',
    /** A guest's way to follow the order (the order lookup, its number filled in). */
    trackOrder: 'Track This Order',
    continueShopping: 'Continue Shopping',
    orderFailed: 'Order Failed',
    orderError: 'There was an error processing your order.',
    orderPlaced: 'Order Placed Successfully',
    orderPlacedText: 'Your order #{id} has been confirmed.',
  },
  /**
   * How to pay an order by bank transfer: on the confirmation, My Orders and the invoice (their
   * pages pass this slice to the island).
   */
  transfer: {
    title: 'Pay by bank transfer',
    intro:
      'Scan the VietQR code with your banking app, or transfer with the details below. Please keep the transfer note as it is: it is how we match your payment to your order.',
    qrAlt: 'VietQR code to pay order {number}',
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account name',
    amount: 'Amount',
    note: 'Transfer note',
    copy: 'Copy',
    /** The copy button's name for a screen reader: "Copy Account number". */
    copyLabel: 'Copy {field}',
    copied: 'Copied',
    /** {deadline} is a date and time. */
    payBy:
      'We prepare your order as soon as the money arrives. Please pay by {deadline}: an order not paid by then is cancelled.',
  },
  /**
   * Paying an order through VNPay: the panel on the confirmation and My Orders (its button makes a
   * new payment attempt), and the return page after VNPay.
   */
  vnpay: {
    title: 'Pay with VNPay',
    intro:
      "Your order is placed and waits for its payment. Pay on VNPay's page with a domestic ATM card, Visa or Mastercard, or a QR code.",
    redirecting: 'Taking you to VNPay…',
    pay: 'Pay with VNPay',
    payAgain: 'Pay again with VNPay',
    failed: 'We could not open VNPay. Please try again.',
    returnTitle: 'VNPay payment',
    orderNumber: 'Order number',
    amount: 'Amount',
    paid: 'Paid',
    paidText: 'We received your payment for order {number}. Thank you!',
    confirming: 'Your payment is being confirmed…',
    confirmingText:
      'VNPay has not confirmed the payment of order {number} to us yet. This page checks again by itself.',
    notConfirmed:
      'VNPay has not confirmed the payment yet. Please look at your order again in a few minutes.',
    notPaid: 'Payment not completed',
    notPaidText:
      'The payment of order {number} was cancelled or refused. Your order is kept, unpaid: you may pay again.',
    closed: 'This order is no longer waiting for a payment.',
    invalid: 'This payment result could not be verified',
    invalidText:
      'The link was changed or is incomplete. Nothing was changed on your order: you can check it in your orders.',
    viewOrder: 'View your order',
    myOrders: 'My Orders',
    returnDescription: 'The result of your VNPay payment.',
    noscript: 'Please turn on JavaScript to see the result of your payment.',
  },
  /** The shop's own stand-in for VNPay's page, when the shop has no VNPay account configured. */
  vnpayGateway: {
    title: 'VNPay test gateway',
    note: 'This page stands in for VNPay: the shop has no VNPay account configured. No money moves.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    invalid: 'This payment request is not valid.',
    working: 'Sending the result to the shop…',
    noscript: 'Please turn on JavaScript to pay on this page.',
  },
} as const;
