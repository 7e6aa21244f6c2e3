import type { ReactNode } from "react";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

/** A link to another site (an official site, a source), opened in a new tab and saying so to screen readers. */
export function ExternalLink({
  href,
  children,
  className = "font-medium text-brand-800 underline hover:text-brand-900",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{t("ui.opensInNewTab")}</span>
    </a>
  );
}
