// The rows of an order summary (cart and checkout): label and amount, the last one the total.
export interface SummaryRow {
  label: string;
  value: string;
}

export default function SummaryList({
  rows,
  totalClass,
}: {
  rows: SummaryRow[];
  /** The total row's class (CSS modules type their classes as possibly undefined). */
  totalClass: string | undefined;
}) {
  return (
    <dl>
      {rows.map((row, index) => (
        <div key={row.label} className={index === rows.length - 1 ? totalClass : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
