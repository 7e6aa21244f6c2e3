import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** A navigation link marked aria-current="page" on its own page (and, unless `end`, the pages below it). */
export function NavItem({
  to,
  end = false,
  autoFocus,
  className,
  onClick,
  children,
}: {
  to: string;
  end?: boolean;
  autoFocus?: boolean;
  className: (active: boolean) => string;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      autoFocus={autoFocus}
      aria-current={active ? "page" : undefined}
      className={className(active)}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
