import { Icon, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

const progressWidgets = [
  { id: "analysis", value: 75 },
  { id: "skills", value: 50 },
  { id: "readiness", value: 60 },
  { id: "goal", value: 80 },
] as const;

const icons: Record<string, IconName> = { paths: "compass", skills: "target", learning: "book", tracking: "chart" };

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="features-heading"
            eyebrow={t("landing.features.eyebrow")}
            title={t("landing.features.title")}
            align="start"
          >
            <p>{t("landing.features.intro")}</p>
          </SectionHeading>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {tList<{ title: string; text: string }>("landing.features.items").map(([id, feature]) => (
              <li key={id} className="flex gap-4">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon name={icons[id] ?? "compass"} className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-1 text-slate-700">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <ProgressCard />
      </div>
    </section>
  );
}

/** A sample of the progress dashboard a student sees; the values are illustrative. */
function ProgressCard() {
  return (
    <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-xl sm:p-8">
      <h3 className="text-xl font-semibold">{t("landing.features.progressTitle")}</h3>
      <p className="mt-1 text-sm text-brand-100">{t("landing.features.progressExample")}</p>
      <ul className="mt-6 space-y-5">
        {progressWidgets.map((widget) => {
          const labelId = `progress-${widget.id}`;
          return (
            <li key={widget.id}>
              <div className="flex items-baseline justify-between gap-4">
                <span id={labelId} className="font-medium">
                  {t(`landing.features.progress.${widget.id}`)}
                </span>
                <span className="font-semibold" aria-hidden="true">
                  {widget.value}%
                </span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={widget.value}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-800"
              >
                <div className="h-full rounded-full bg-accent-500" style={{ width: `${widget.value}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
