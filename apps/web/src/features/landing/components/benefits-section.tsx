import { IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

const benefits: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "compass",
    title: "Easy access to career insights",
    text: "Roadmaps for Science, Commerce and Arts careers, written in plain words and open on your phone or computer.",
  },
  {
    icon: "rupee",
    title: "Affordable learning resources",
    text: "Start for free and upgrade only when you want more. Premium is priced for school students, month by month.",
  },
  {
    icon: "calendar",
    title: "Flexible study schedule",
    text: "Learn after school, on weekends or in the holidays. Everything fits around your classes and exams.",
  },
  {
    icon: "mentor",
    title: "1-on-1 mentor guidance",
    text: "Get personal advice from a mentor who listens to your questions and helps you decide your next step.",
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="benefits-heading" eyebrow="Why Disha" title="Benefits for every student">
          <p>Good career guidance should not depend on where you live or how much you can spend.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <IconBadge name={benefit.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
