// Reviews, as a customer would: an order placed, delivered by an operator (the "delivered" e-mail
// with its review link reaches the outbox), then My Orders → "Write a Review" → stars with the
// keyboard and a text (errors inline first) → the product page shows the review as written,
// "Verified purchase" and the new average and count; the button is gone from My Orders. Both
// widths; axe and a screenshot of each screen.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { REVIEW_MESSAGES, reviewCountLabel } from '../../src/lib/reviews.ts';
import { addStaff } from './admin-account.ts';
import {
  apiCall,
  attachScreenshot,
  expectNoSeriousAxeViolations,
  isMobile,
  placeCodOrder,
  signIn,
  signUpCustomer,
  uniqueEmail,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';
import { waitForMail } from './mail-outbox.ts';

const PASSWORD = 'reviewer-pass-1';

/**
 * A simple in-stock product of its own for each width and each attempt, so that neither the two
 * widths nor a retry after a failure share figures or find the review the failed attempt wrote.
 */
async function productFor(request: APIRequestContext, testInfo: TestInfo): Promise<ShopProduct> {
  const { products } = (await (
    await request.get('/api/product?limit=100&sortBy=price')
  ).json()) as {
    products: ShopProduct[];
  };
  const simple = products.filter((p) => !p.hasVariations && p.stock >= 3);
  const product = simple[(isMobile(testInfo) ? 1 : 2) + 2 * testInfo.retry];
  if (!product) throw new Error('The seed has too few simple products in stock');
  return product;
}

/** A new customer's cash-on-delivery order of one unit of `product`, through the API. */
async function placeOrder(request: APIRequestContext, email: string, product: ShopProduct) {
  const customer = await signUpCustomer(request, {
    name: 'Trần Thị Bình',
    email,
    password: PASSWORD,
  });
  return placeCodOrder(request, customer, product);
}

/** An operator (added by the e2e admin) moves the order to delivered, step by step. */
async function deliver(request: APIRequestContext, orderId: string) {
  const { email, password } = await addStaff(
    request,
    'operator',
    'Lê Văn Cường',
    'operator-pass-1',
  );
  const signedIn = await apiCall(request, 'POST', '/admin/auth/sign-in', { email, password });
  for (const to of ['processing', 'shipped', 'delivered'])
    await apiCall(
      request,
      'POST',
      `/admin/orders/${orderId}/transition`,
      { to },
      signedIn['accessToken'] as string,
    );
}

async function openReviewsTab(page: Page) {
  await waitForIslands(page);
  const tab = page.getByRole('tab', { name: 'Reviews' });
  await tab.click();
  return page.getByRole('tabpanel', { name: 'Reviews' });
}

test('a customer reviews a delivered order, and the product page shows it with the new average', async ({
  page,
  request,
}, testInfo) => {
  // An order placed, delivered and reviewed, with axe on each page: slow on a busy machine.
  test.slow();
  const email = uniqueEmail('reviewer');
  const product = await productFor(request, testInfo);
  const order = await placeOrder(request, email, product);

  // A guest on the product page is told what makes a review possible.
  await page.goto(`/product/${product._id}`);
  let reviews = await openReviewsTab(page);
  await expect(reviews.getByText(REVIEW_MESSAGES.onlyBuyers)).toBeVisible();
  await expect(reviews.getByRole('link', { name: REVIEW_MESSAGES.signIn })).toHaveAttribute(
    'href',
    '/login',
  );

  await signIn(page, { email, password: PASSWORD });

  await deliver(request, order._id);
  const mail = await waitForMail(email, `Your order ${order.orderNumber} was delivered`);
  expect(mail.text).toContain(`/review/order/${order._id}`);

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card.getByText('Delivered')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await card.getByRole('link', { name: 'Write a Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/order/${order._id}$`));
  await expect(page.getByRole('heading', { name: 'Write a Review', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page, '/review/order/{id}');
  await attachScreenshot(page, testInfo, 'review page');

  // Nothing chosen, then a text too short: inline errors, nothing sent.
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await submit.click();
  await expect(page.getByText(REVIEW_MESSAGES.nothingToSubmit)).toBeVisible();
  const text = page.getByLabel(`Your review of ${product.name}`);
  await text.fill('Tốt');
  await submit.click();
  await expect(page.getByText(REVIEW_MESSAGES.ratingInvalid)).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.textTooShort)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/review/order/{id} with errors');

  // Four stars with the keyboard: focus the first star, then the arrow keys.
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const written = 'Máy chạy êm, pin tốt. <b>Đáng mua</b> & giao hàng nhanh!';
  await text.fill(written);
  await expect(page.getByText(`${written.length} / 2,000 characters`)).toBeVisible();
  await submit.click();
  await expect(page.getByRole('heading', { name: REVIEW_MESSAGES.saved })).toBeVisible();
  await expect(page.getByText('Your review', { exact: true })).toBeVisible();
  await attachScreenshot(page, testInfo, 'review sent');

  const { rating, ratingCount } = (await (
    await request.get(`/api/product/${product._id}/reviews`)
  ).json()) as { rating: number; ratingCount: number };
  await page.getByRole('link', { name: `See your review of ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  reviews = await openReviewsTab(page);
  await expect(reviews.getByText(`${rating.toFixed(1)} out of 5`)).toBeVisible();
  await expect(reviews.getByText(`(${reviewCountLabel(ratingCount)})`)).toBeVisible();
  const mine = reviews.getByRole('listitem').filter({ hasText: written });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Trần B.')).toBeVisible();
  await expect(mine.getByText(REVIEW_MESSAGES.verified)).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews.getByText(REVIEW_MESSAGES.reviewedAlready)).toBeVisible();
  await expect(reviews.getByText(REVIEW_MESSAGES.noReviews)).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    aggregateRating: { ratingValue: rating, ratingCount },
  });
  await expectNoSeriousAxeViolations(page, 'product page, Reviews tab');
  await attachScreenshot(page, testInfo, 'product reviews');

  await page.goto('/orders');
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('link', { name: 'Download Invoice' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
});
