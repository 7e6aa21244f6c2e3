import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { faqItems } from "../faq-items.ts";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

// Native <details name="faq"> gives a single-open, collapsible accordion with keyboard support and no script.
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {faqItems.map((item) => (
            <details key={item.value} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-slate-700 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-slate-700">
          Still have questions?{" "}
          <Link to={paths.dashboard.help.href()} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Contact us
          </Link>
        </p>
      </div>
    </section>
  );
}
