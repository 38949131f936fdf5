// An order looked up without an account: found by its number when the phone number (in any
// notation the shop reads) or the e-mail (in any case) is the one it was placed with, and shown
// masked (src/lib/order-lookup.ts). A guest's order and a customer's are found alike.
import { eq } from 'drizzle-orm';
import type { OrderLookup } from '../../../api/schemas/order.ts';
import { orderItemImage } from '../../../lib/order-display.ts';
import { maskEmail, maskName, maskPhone } from '../../../lib/order-lookup.ts';
import { normalisePhone } from '../../../lib/phone.ts';
import { canonicalEmail, readLogin } from '../../../lib/validation.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { withItems, type OrderRow } from './order-view.ts';

/** Whether `contact` (a phone number or an e-mail, as typed) is the one the order was placed with. */
function placedWith(row: OrderRow, contact: string): boolean {
  const login = readLogin(contact);
  const address = row.shippingAddress;
  return login.kind === 'phone'
    ? normalisePhone(address.phone) === login.phone
    : login.email !== '' && canonicalEmail(address.email) === login.email;
}

/**
 * The order numbered `orderNumber` (its stored spelling) as a lookup shows it, or null when there
 * is none or `contact` is not the order's: the caller cannot tell which.
 */
export async function lookUpOrder(
  db: Db,
  orderNumber: string,
  contact: string,
): Promise<OrderLookup | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row || !placedWith(row, contact)) return null;
  const [order] = await withItems(db, [row]);
  if (!order) return null;
  const address = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    items: order.items.map((item) => ({
      name: item.name,
      image: orderItemImage(item),
      variationName: item.variationName,
      attributes: item.attributes,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    shippingAddress: {
      fullName: maskName(address.fullName),
      phone: maskPhone(normalisePhone(address.phone)),
      email: maskEmail(address.email),
      city: address.city,
      state: address.state,
      country: address.country,
    },
    paymentDetails: { method: order.paymentDetails.method },
    paymentStatus: order.paymentStatus,
    shipping: order.shipping,
    subTotal: order.subTotal,
    shippingFee: order.shippingFee,
    taxAmount: order.taxAmount,
    totalAmount: order.totalAmount,
    createdAt: order.createdAt,
  };
}
