import type { ReactNode, SVGProps } from 'react';

/** What the app passes to an icon: its size and colour classes, and `aria-hidden` beside visible text. */
export type IconProps = Pick<SVGProps<SVGSVGElement>, 'className' | 'aria-hidden' | 'aria-label' | 'role'>;

/**
 * An icon drawn by the app itself, as lucide-react draws one (24 × 24 view box, 2 px round
 * strokes in the current colour), for the icons of the shell and the home page: lucide-react's
 * runtime costs the home page about 1.5 KB gzip before it is interactive (decision 0029). The
 * drawings are Lucide's (ISC licence, lucide.dev); other pages keep importing lucide-react.
 */
export function svgIcon(shapes: ReactNode): (props: IconProps) => ReactNode {
  return function Icon(props) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const MenuIcon = svgIcon(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);

export const CloseIcon = svgIcon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);

export const TriangleAlertIcon = svgIcon(
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

export const ClockIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
