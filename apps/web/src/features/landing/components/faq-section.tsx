import { Link } from "react-router";
import { sitePaths as paths } from "../../../config/site-paths.ts";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { t, tList } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

// Native <details name="faq"> gives a single-open, collapsible accordion with keyboard support and no script.
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading id="faq-heading" eyebrow={t("landing.faq.eyebrow")} title={t("landing.faq.title")} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {tList<{ question: string; answer: string }>("landing.faq.items").map(([id, item]) => (
            <details key={id} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon
                  name="chevronDown"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-slate-700 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-slate-700">
          <Trans
            k="landing.faq.stillHaveQuestions"
            parts={{
              link: (text) => (
                <Link
                  to={paths.dashboard.support.href()}
                  className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
