import { type SVGProps, useId } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  /** Width and height: a number of pixels or a CSS length. Default `1em` (follows the text). */
  size?: number | string;
  /**
   * A label makes the icon meaningful on its own: it is then an image named by a `<title>`.
   * Without one the icon is decorative and hidden from assistive technology (name the control).
   */
  label?: string;
}

/** One stroke icon: 24 x 24 viewBox, `currentColor` 2 px round stroke, no fill. */
export function IconBase({ d, size = '1em', label, ...props }: IconProps & { d: string }) {
  const titleId = useId();
  const naming = label
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...naming}
      {...props}
    >
      {label ? <title id={titleId}>{label}</title> : null}
      <path d={d} />
    </svg>
  );
}

/** The type of every icon of the set. */
export type IconComponent = (props: IconProps) => ReturnType<typeof IconBase>;
