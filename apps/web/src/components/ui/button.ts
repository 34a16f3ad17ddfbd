import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

/**
 * The class names of a button-looking element. Links and buttons share them, since most
 * "buttons" on a marketing site are links.
 */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { size = 'normal', className }: { size?: 'normal' | 'small'; className?: string } = {},
) {
  return [styles.button, styles[variant], size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
}
