// An order's facts as a description list (<dl> of <div><dt><dd>): the orders screen's summary and
// totals, the invoice's details and totals.
import type { ReactNode } from 'react';
import { formatVnd } from '../../lib/format.ts';

/** One row: its term, its value and the row's class. */
export type Fact = readonly [term: ReactNode, value: ReactNode, className?: string | undefined];

export function Facts(props: { facts: readonly Fact[]; className?: string | undefined }) {
  return (
    <dl className={props.className}>
      {props.facts.map(([term, value, rowClass], index) => (
        <div key={index} className={rowClass}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The words of the totals' rows (the catalogue's, in the page's language). */
export interface TotalWords {
  subtotal: string;
  shipping: string;
  total: string;
}

const ENGLISH_TOTALS: TotalWords = { subtotal: 'Subtotal', shipping: 'Shipping', total: 'Total' };

/** Subtotal, Shipping, the tax (named `taxTerm`) and the Total (its row in `grandClass`). */
export const totalFacts = (
  order: { subTotal: number; shippingFee: number; taxAmount: number; totalAmount: number },
  taxTerm: ReactNode,
  grandClass?: string | undefined,
  words: TotalWords = ENGLISH_TOTALS,
): Fact[] => [
  [words.subtotal, formatVnd(order.subTotal)],
  [words.shipping, formatVnd(order.shippingFee)],
  [taxTerm, formatVnd(order.taxAmount)],
  [words.total, formatVnd(order.totalAmount), grandClass],
];
