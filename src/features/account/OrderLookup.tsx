// Order lookup without an account: the order number (filled in from ?order=, as the confirmation
// and the e-mails link here) and the phone number or e-mail it was placed with, checked as the
// API checks them; the order found, as the API masked it: status and its steps, items, totals,
// payment and shipping methods, where it goes. A miss or a throttle shows the server's words.
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderLookup as Found } from '../../api/schemas/order.ts';
import { orderLookupRules, ruleErrors } from '../../api/schemas/rules.ts';
import { formatShopDate } from '../../lib/dates.ts';
import { fill } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import { paymentLabel, paymentStatusLabel, statusLabel } from '../../lib/order-display.ts';
import { ORDER_LIFECYCLE } from '../../lib/order-status.ts';
import { TextField } from '../forms/Field.tsx';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import { hasErrors } from '../forms/field-errors.ts';
import { useFieldForm } from '../forms/use-field-form.ts';
import { usePageQuery } from '../forms/use-page-query.ts';
import { Facts, totalFacts } from './Facts.tsx';
import { failureText, serverFieldErrors } from './field-errors.ts';
import { FormAlert, SubmitButton, sayIn, type AccountFormProps } from './FormParts.tsx';
import { OrderItems, OrderStatusBadge } from './OrderItems.tsx';
import { lookUpOrder } from './order-lookup-api.ts';
import forms from './forms.module.scss';
import styles from './order-lookup.module.scss';
import orders from './orders.module.scss';

const FIELDS = ['orderNumber', 'contact'] as const;
type Field = (typeof FIELDS)[number];

/** The checkout's names of the shipping and payment methods, in the page's language. */
export type MethodWords = Pick<Messages['checkout']['screen'], 'methods' | 'payments'>;

type Props = AccountFormProps & { m: MethodWords };

export default function OrderLookup({ t, v, m, lang }: Props) {
  const lk = t.lookup;
  const { values, setValues, setErrors, bind, accept, formRef } = useFieldForm<
    Record<Field, string>
  >({ orderNumber: '', contact: '' }, undefined, sayIn(v));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  /** The order found, and which lookup found it (a new one remounts the result, focusing its heading). */
  const [found, setFound] = useState<{ order: Found; at: number } | null>(null);
  // The confirmation and the e-mails link here with ?order=<number>.
  const linked = usePageQuery()?.get('order') ?? '';
  useEffect(() => {
    if (linked) setValues((current) => ({ ...current, orderNumber: linked }));
  }, [linked, setValues]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(ruleErrors(orderLookupRules, values))) return;
    setBusy(true);
    setMessage('');
    try {
      const order = await lookUpOrder({
        orderNumber: values.orderNumber.trim(),
        contact: values.contact.trim(),
      });
      setFound((before) => ({ order, at: (before?.at ?? 0) + 1 }));
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      setErrors(fields);
      setFound(null);
      setMessage(hasErrors(fields) ? '' : failureText(error, lk.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.lookup}>
      <div className={styles.formCard}>
        <form ref={formRef} className={forms.form} method="post" noValidate onSubmit={submit}>
          <FormAlert message={message} />
          {FIELDS.map((id) => (
            <TextField
              key={id}
              id={id}
              {...bind(id)}
              label={lk[id]}
              placeholder={lk[`${id}Placeholder`]}
              autoComplete={id === 'contact' ? 'email' : 'off'}
              requiredMark
            />
          ))}
          <SubmitButton label={lk.submit} busyLabel={lk.busy} busy={busy} block />
        </form>
      </div>
      {found && <Result key={found.at} order={found.order} t={t} m={m} lang={lang} />}
    </div>
  );
}

function Result({ order, t, m, lang }: Omit<Props, 'v'> & { order: Found }) {
  const { lookup: lk, orders: o } = t;
  const address = order.shippingAddress;
  const reached = ORDER_LIFECYCLE.indexOf(order.status);
  return (
    <article className={styles.result}>
      <div className={styles.top}>
        <div className={orders.heading}>
          <FocusedHeading level={2}>
            {fill(lk.heading, { number: order.orderNumber })}
          </FocusedHeading>
          <OrderStatusBadge status={order.status} labels={o.status} />
        </div>
        <p className={orders.placed}>
          {fill(t.common.placedOn, { date: formatShopDate(order.createdAt, lang) })}
        </p>
      </div>
      {reached < 0 ? (
        <p className={styles.cancelled}>{lk.cancelled}</p>
      ) : (
        <ol className={styles.steps} aria-label={lk.progress}>
          {ORDER_LIFECYCLE.map((step, index) => {
            const state = index < reached ? 'done' : index === reached ? 'current' : 'next';
            return (
              <li
                key={step}
                className={styles.step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span>
                  {statusLabel(step, o.status)}
                  {state !== 'next' && (
                    <span className="visually-hidden">
                      {state === 'done' ? lk.stepDone : lk.stepCurrent}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <section className={orders.section}>
        <h3>{o.items}</h3>
        <OrderItems items={order.items.map((item, index) => ({ ...item, key: String(index) }))} />
      </section>
      <div className={orders.columns}>
        <section className={orders.section}>
          <h3>{lk.deliverTo}</h3>
          <address className={orders.address}>
            <span className={orders.itemName}>{address.fullName}</span>
            <span>{`${address.city}, ${address.state}`}</span>
            <span>{address.country}</span>
            <span>{address.phone}</span>
            <span>{address.email}</span>
          </address>
          <p className={styles.privacy}>{lk.privacy}</p>
        </section>
        <section className={orders.section}>
          <h3>{o.orderSummary}</h3>
          <Facts className={orders.totals} facts={totalFacts(order, o.tax, orders.grand, o)} />
          <div className={styles.methods}>
            <Facts
              className={orders.totals}
              facts={[
                [o.payment, paymentLabel(order.paymentDetails.method, m.payments)],
                [o.paymentStatusLabel, paymentStatusLabel(order.paymentStatus, o.paymentStatus)],
                [lk.shippingMethod, m.methods[order.shipping.method]],
              ]}
            />
          </div>
        </section>
      </div>
    </article>
  );
}
