// The heading of a panel that replaces the form just sent (a thank-you): it takes the focus the
// vanished submit button had, so keyboard and screen reader users land on it.
import { useEffect, useRef, type ReactNode } from 'react';

export function FocusedHeading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}
