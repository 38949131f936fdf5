// The three step tabs. Only the current one is enabled (and payment while on review); arrow keys
// move between the enabled ones. Each tab reads the step's whole label ("1. Delivery & Payment
// Method") at every width: on a phone the label wraps within its column.
import type { KeyboardEvent } from 'react';
import { isTabEnabled, STEP_IDS, stepLabelParts, type Step } from './flow.ts';
import type { CheckoutWords } from './labels.ts';
import styles from './checkout.module.scss';

export const tabId = (step: Step): string => `checkout-tab-${step}`;
export const PANEL_ID = 'checkout-panel';

export default function StepTabs({
  current,
  onSelect,
  t,
}: {
  current: Step;
  onSelect: (step: Step) => void;
  t: Pick<CheckoutWords, 'steps' | 'stepsShort' | 'stepsLabel'>;
}) {
  const enabled = STEP_IDS.filter((step) => isTabEnabled(step, current));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const focused = enabled.findIndex((step) => document.activeElement?.id === tabId(step));
    if (focused < 0) return;
    const offset = event.key === 'ArrowRight' ? 1 : -1;
    const target = enabled[(focused + offset + enabled.length) % enabled.length];
    if (target) document.getElementById(tabId(target))?.focus();
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label={t.stepsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
      {STEP_IDS.map((step) => (
        <button
          key={step}
          id={tabId(step)}
          type="button"
          role="tab"
          aria-label={t.steps[step]}
          className={styles.tab}
          aria-selected={step === current}
          aria-controls={PANEL_ID}
          tabIndex={step === current ? 0 : -1}
          disabled={!isTabEnabled(step, current)}
          onClick={() => onSelect(step)}
        >
          <TabLabel step={step} t={t} />
        </button>
      ))}
    </div>
  );
}

function TabLabel({ step, t }: { step: Step; t: Pick<CheckoutWords, 'steps' | 'stepsShort'> }) {
  const { number, short, rest } = stepLabelParts(step, t.steps, t.stepsShort);
  return (
    <>
      <span className={styles.tabNumber}>{number}.</span> {short}
      {rest}
    </>
  );
}
