import { Icon, IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

const icons: Record<string, IconName> = { ai: "spark", mentors: "mentor", skills: "chart" };

export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="services-heading"
          eyebrow={t("landing.services.eyebrow")}
          title={t("landing.services.title")}
        >
          <p>{t("landing.services.intro")}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {tList<{ title: string; text: string; points: Record<string, string> }>("landing.services.items").map(
            ([id, service]) => (
              <li key={id} className="flex flex-col rounded-2xl border border-slate-200 p-6 sm:p-8">
                <IconBadge name={icons[id] ?? "compass"} />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-2 text-slate-700">{service.text}</p>
                <ul className="mt-5 space-y-2">
                  {Object.values(service.points).map((point) => (
                    <li key={point} className="flex items-start gap-2 text-slate-800">
                      <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}
