import "./i18n.ts";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { paths } from "../../config/paths.ts";
import { t } from "../../lib/i18n/i18n.ts";

function OldTv() {
  return (
    <svg viewBox="0 0 220 200" className="old-tv h-48 w-52" role="img" aria-label={t("notFound.tv")}>
      <line x1="80" y1="30" x2="110" y2="55" stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      <line x1="145" y1="20" x2="110" y2="55" stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      <rect x="20" y="55" width="180" height="125" rx="18" fill="#92400e" />
      <rect x="34" y="69" width="122" height="97" rx="12" fill="#1e293b" />
      <g className="old-tv__static" clipPath="url(#tv-screen)">
        {Array.from({ length: 12 }, (_, i) => (
          <rect
            key={i}
            x="34"
            y={69 + i * 8}
            width="122"
            height="4"
            fill={i % 3 === 0 ? "#e2e8f0" : "#64748b"}
            opacity={0.25 + (i % 4) * 0.15}
          />
        ))}
      </g>
      <clipPath id="tv-screen">
        <rect x="34" y="69" width="122" height="97" rx="12" />
      </clipPath>
      <circle cx="178" cy="90" r="8" fill="#fde68a" />
      <circle cx="178" cy="116" r="8" fill="#fde68a" />
      <rect x="168" y="138" width="20" height="4" rx="2" fill="#451a03" />
      <rect x="168" y="148" width="20" height="4" rx="2" fill="#451a03" />
      <rect x="50" y="180" width="14" height="14" fill="#451a03" />
      <rect x="156" y="180" width="14" height="14" fill="#451a03" />
    </svg>
  );
}

export default function NotFoundPage() {
  usePageMeta(t("notFound.title"));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <OldTv />
      <h1 className="mt-6 text-2xl font-bold tracking-[0.3em] text-slate-800">{t("notFound.heading")}</h1>
      <p className="text-8xl font-black text-brand-800" aria-hidden="true">
        404
      </p>
      <p className="sr-only">{t("notFound.error")}</p>
      <p className="mt-4 text-slate-700">{t("notFound.text")}</p>
      <Link to={paths.home.href()} className={`${buttonStyles.primary} mt-6`}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
