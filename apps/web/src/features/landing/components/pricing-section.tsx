import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { sitePaths as paths } from "../../../config/site-paths.ts";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";

// a plan without a price or a button is one that cannot be bought yet: nothing is shown that cannot be paid
interface Plan {
  name: string;
  price?: string;
  period?: string;
  summary: string;
  cta?: string;
  features?: Record<string, string>;
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="pricing-heading" eyebrow={t("landing.pricing.eyebrow")} title={t("landing.pricing.title")}>
          <p>{t("landing.pricing.intro")}</p>
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {tList<Plan>("landing.pricing.plans").map(([id, plan]) => {
            const highlighted = id === "students";
            return (
              <li
                key={id}
                className={`flex flex-col rounded-2xl p-6 sm:p-8 ${
                  highlighted ? "bg-brand-900 text-white shadow-xl" : "border border-slate-200 bg-white text-slate-900"
                }`}
              >
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className={`mt-2 ${highlighted ? "text-brand-100" : "text-slate-700"}`}>{plan.summary}</p>
                {plan.price ? (
                  <p className="mt-6 flex items-baseline gap-2">
                    <span className="text-4xl font-bold">{plan.price}</span>
                    <span className={highlighted ? "text-brand-100" : "text-slate-700"}>{plan.period}</span>
                  </p>
                ) : null}
                <ul className="mt-6 flex-1 space-y-3 empty:hidden">
                  {Object.values(plan.features ?? {}).map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Icon
                        name="check"
                        className={`mt-0.5 h-5 w-5 shrink-0 ${highlighted ? "text-accent-500" : "text-brand-700"}`}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.cta ? (
                  <Link
                    to={paths.createAccount.href()}
                    className={`mt-8 ${
                      highlighted
                        ? "inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
                        : buttonStyles.secondary
                    }`}
                  >
                    {plan.cta}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
