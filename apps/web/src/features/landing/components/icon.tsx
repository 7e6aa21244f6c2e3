// Simple line icons from one sprite file (public/landing-icons.svg, drawn with index.css's
// .line-icon stroke), so the page's script carries no drawings and the browser fetches them once.
export type IconName =
  | "mentor"
  | "community"
  | "spark"
  | "chat"
  | "chart"
  | "compass"
  | "rupee"
  | "calendar"
  | "target"
  | "book"
  | "certificate"
  | "check"
  | "arrowUp"
  | "chevronDown";

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`line-icon ${className}`}>
      <use href={`/landing-icons.svg#${name}`} />
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
