import { IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

const icons: Record<string, IconName> = {
  insights: "compass",
  affordable: "rupee",
  flexible: "calendar",
  mentor: "mentor",
};

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="benefits-heading"
          eyebrow={t("landing.benefits.eyebrow")}
          title={t("landing.benefits.title")}
        >
          <p>{t("landing.benefits.intro")}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tList<{ title: string; text: string }>("landing.benefits.items").map(([id, benefit]) => (
            <li key={id} className="rounded-2xl bg-white p-6 shadow-sm">
              <IconBadge name={icons[id] ?? "compass"} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
