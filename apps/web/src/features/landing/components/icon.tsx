import type { ReactNode } from "react";

// Simple line icons drawn inline, so the page downloads no icon font or image.
const shapes = {
  mentor: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </>
  ),
  community: (
    <>
      <circle cx="8" cy="9" r="3" />
      <circle cx="16" cy="9" r="3" />
      <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14.5 14.2c.5-.1 1-.2 1.5-.2 3.3 0 6 2.7 6 6" />
    </>
  ),
  spark: <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />,
  chat: <path d="M4 5h16v11H9l-5 4z M8 9h8M8 12h5" />,
  chart: <path d="M3 21h18M6 17v-5M11 17V7M16 17v-8M21 4l-5 5-5-2-5 5" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  rupee: <path d="M7 4h10M7 9h10M9 4c3.5 0 5 1.8 5 5s-2.5 5-6 5h-1l7 7" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  book: <path d="M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4" />,
  certificate: (
    <>
      <rect x="3" y="3" width="18" height="13" rx="2" />
      <path d="M7 7h10M7 10h6" />
      <circle cx="16" cy="16" r="3" />
      <path d="M14.5 18.5 14 22l2-1 2 1-.5-3.5" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  arrowUp: <path d="M12 20V5M5 11l7-7 7 7" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof shapes;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes[name]}
    </svg>
  );
}

/** An icon on a tinted square, used at the top of cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
      <Icon name={name} />
    </span>
  );
}
