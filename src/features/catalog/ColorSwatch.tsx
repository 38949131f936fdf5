// A colour's swatch: a small SVG filled with the colour (a presentation attribute), not a style
// attribute, which the pages' Content-Security-Policy does not allow inline.
export function ColorSwatch({ hex, className }: { hex: string; className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
      <rect width="1" height="1" fill={hex} />
    </svg>
  );
}
