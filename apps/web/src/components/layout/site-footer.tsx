import { Link } from "react-router";
import { LogoMark } from "../ui/logo.tsx";

interface FooterLink {
  label: string;
  to?: string;
}

// Links whose destination does not exist yet are shown as text marked "soon", never as dead links.
const footerColumns: { title: string; links: FooterLink[] }[] = [
  { title: "Follow US", links: [{ label: "Github" }, { label: "Twitter" }, { label: "Dribbble" }] },
  { title: "Platforms", links: [{ label: "Web", to: "/" }, { label: "Mobile" }, { label: "Desktop" }] },
  {
    title: "About",
    links: [
      { label: "Features", to: "/#features" },
      { label: "Pricing", to: "/#pricing" },
      { label: "FAQ", to: "/#faq" },
    ],
  },
  { title: "Community", links: [{ label: "Youtube" }, { label: "Discord" }, { label: "Twitch" }] },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <LogoMark />
            Disha
          </p>
          <p className="mt-3 max-w-xs text-sm text-slate-700">Career guidance for school students, class 8 to 12.</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className="text-slate-700 hover:text-brand-800 hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <span className="text-slate-700">
                      {link.label} <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">soon</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">
        © {new Date().getFullYear()} Disha. Made for students across India.
      </p>
    </footer>
  );
}
