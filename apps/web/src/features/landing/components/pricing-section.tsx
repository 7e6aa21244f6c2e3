import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface Plan {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  cta: string;
  highlighted: boolean;
}

const plans: Plan[] = [
  {
    name: "Free",
    price: "₹0",
    period: "forever",
    summary: "Explore careers and find out what suits you.",
    features: [
      "Career quiz",
      "Career library with Science, Commerce and Arts roadmaps",
      "AI career counsellor chat",
      "Community and open workshops",
    ],
    cta: "Start for free",
    highlighted: false,
  },
  {
    name: "Premium",
    price: "₹299",
    period: "per month",
    summary: "Personal guidance and a plan you can follow.",
    features: [
      "Everything in Free",
      "One-on-one sessions with experienced mentors",
      "Skill-progress tracking for your career path",
      "Course and certification recommendations",
      "Certificates for all courses",
    ],
    cta: "Get Premium",
    highlighted: true,
  },
];

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple plans for every student">
          <p>Start free. Upgrade when you want a mentor by your side.</p>
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={`flex flex-col rounded-2xl p-6 sm:p-8 ${
                plan.highlighted ? "bg-brand-900 text-white shadow-xl" : "border border-slate-200 bg-white text-slate-900"
              }`}
            >
              <div className="flex items-center justify-between gap-4">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                {plan.highlighted ? (
                  <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-slate-900">With mentors</span>
                ) : null}
              </div>
              <p className={`mt-2 ${plan.highlighted ? "text-brand-100" : "text-slate-700"}`}>{plan.summary}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="text-4xl font-bold">{plan.price}</span>
                <span className={plan.highlighted ? "text-brand-100" : "text-slate-700"}>{plan.period}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Icon
                      name="check"
                      className={`mt-0.5 h-5 w-5 shrink-0 ${plan.highlighted ? "text-accent-500" : "text-brand-700"}`}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.createAccount.href()}
                className={`mt-8 ${
                  plan.highlighted
                    ? "inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
                    : buttonStyles.secondary
                }`}
              >
                {plan.cta}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
