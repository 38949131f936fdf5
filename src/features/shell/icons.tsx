// Inline SVG icons of the shell: decorative (aria-hidden), sized by the caller, drawn in currentColor.
import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
  className?: string | undefined;
}

function Icon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/**
 * An icon drawing the path `d`. A circle is two half arcs: `M{cx-r} {cy}a{r} {r} 0 1 0 {2r} 0`
 * and back with `a{r} {r} 0 1 0 -{2r} 0`.
 */
const icon = (d: string) => (props: IconProps) => (
  <Icon {...props}>
    <path d={d} />
  </Icon>
);

export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M18 6 6 18M6 6l12 12');
export const TrashIcon = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const HomeIcon = icon('m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-7h-6v7H4a1 1 0 0 1-1-1z');
export const SearchIcon = icon('M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M20 20l-3.5-3.5');
export const BellIcon = icon(
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
);
export const CartIcon = icon(
  'M7.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M16.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6',
);
export const UserIcon = icon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const ClockIcon = icon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 2');
export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');

/** The shop's mark: a blue tile with a stylised V. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b57d0" />
      <path d="M8 9h4.2l3.8 10 3.8-10H24l-6 15h-4z" fill="#fff" />
    </svg>
  );
}

/** Decorative picture for menu tiles until real merchandising images exist. */
export function PlaceholderPicture({
  width,
  height,
  hue,
}: {
  width: number;
  height: number;
  hue: number;
}) {
  return (
    <svg width={width} height={height} viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      <rect width="120" height="72" rx="8" fill={`hsl(${hue} 70% 94%)`} />
      <rect x="38" y="14" width="44" height="30" rx="3" fill={`hsl(${hue} 55% 62%)`} />
      <rect x="30" y="46" width="60" height="5" rx="2.5" fill={`hsl(${hue} 45% 45%)`} />
    </svg>
  );
}
