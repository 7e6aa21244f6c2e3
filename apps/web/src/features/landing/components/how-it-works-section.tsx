import { IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

const icons: Record<string, IconName> = { mentors: "mentor", community: "community", ai: "spark", sessions: "chat" };

export function HowItWorksSection() {
  return (
    <section id="howItWorks" aria-labelledby="how-it-works-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow={t("landing.howItWorks.eyebrow")}
          title={t("landing.howItWorks.title")}
        >
          <p>{t("landing.howItWorks.intro")}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tList<{ title: string; text: string }>("landing.howItWorks.items").map(([id, card]) => (
            <li key={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <IconBadge name={icons[id] ?? "compass"} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
