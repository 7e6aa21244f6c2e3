import { Link } from "react-router";
import { sitePaths as paths } from "../../config/site-paths.ts";
import { t } from "../../lib/i18n/i18n.ts";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <path d="M9 23 L16 7 L23 23 L16 18 Z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to={paths.home.href()}
      className="flex min-h-11 items-center gap-2 rounded-md text-xl font-bold text-brand-800"
    >
      <LogoMark />
      <span>{t("common.brand")}</span>
      <span className="sr-only">{t("common.logoHome")}</span>
    </Link>
  );
}
