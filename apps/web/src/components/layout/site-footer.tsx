import { Link } from "react-router";
import { type MessageKey, t } from "../../lib/i18n/i18n.ts";
import { sitePaths } from "../../config/site-paths.ts";
import { LogoMark } from "../ui/logo.tsx";

/** A link's words from the catalog, or the name of a network, which no language translates. */
type FooterLink = { label: MessageKey; to?: string } | { name: string };

// Links whose destination does not exist yet are shown as text marked "soon", never as dead links.
const footerColumns: { title: MessageKey; links: FooterLink[] }[] = [
  {
    title: "common.footer.followUs",
    links: [{ name: "Github" }, { name: "Twitter" }, { name: "Dribbble" }],
  },
  {
    title: "common.footer.platforms",
    links: [
      { label: "common.footer.web", to: "/" },
      { label: "common.footer.mobile" },
      { label: "common.footer.desktop" },
    ],
  },
  {
    title: "common.footer.about",
    links: [
      { label: "common.footer.features", to: "/#features" },
      { label: "common.footer.pricing", to: "/#pricing" },
      { label: "common.footer.faq", to: "/#faq" },
      { label: "common.footer.privacy", to: sitePaths.privacy.href() },
    ],
  },
  {
    title: "common.footer.community",
    links: [{ name: "Youtube" }, { name: "Discord" }, { name: "Twitch" }],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <LogoMark />
            {t("common.brand")}
          </p>
          <p className="mt-3 max-w-xs text-sm text-slate-700">{t("common.footer.tagline")}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={"name" in link ? link.name : link.label}>
                  {"to" in link && link.to ? (
                    <Link to={link.to} className="text-slate-700 hover:text-brand-800 hover:underline">
                      {t(link.label)}
                    </Link>
                  ) : (
                    <span className="text-slate-700">
                      {"name" in link ? <span translate="no">{link.name}</span> : t(link.label)}{" "}
                      <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">
                        {t("common.footer.soon")}
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">
        {t("common.footer.copyright", { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
