// The back office's small button (a row's actions, an inline confirmation, a copy button).
import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './screens.module.scss';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  look?: 'secondary' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

export function SmallButton({ look = 'secondary', ...rest }: Props) {
  return (
    <button type="button" className={`admin-button ${styles[look]} ${styles.small}`} {...rest} />
  );
}
