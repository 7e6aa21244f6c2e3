import { IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

const cards: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "mentor",
    title: "Expert Mentors",
    text: "Talk one-on-one with people who already work as engineers, doctors, chartered accountants, designers, lawyers and more. Ask what the job is really like and how they got there.",
  },
  {
    icon: "community",
    title: "Vibrant Community",
    text: "Meet students from across India who are choosing their stream too. Share doubts, learn from seniors who have just made the same choice, and join workshops together.",
  },
  {
    icon: "spark",
    title: "AI Career Counselor",
    text: "Answer a few questions about your favourite subjects, strengths and goals. The AI suggests careers that fit you and explains whether Science, Commerce or Arts leads there.",
  },
  {
    icon: "chat",
    title: "Interactive Sessions",
    text: "Join live sessions where you try small, real tasks from a career and ask questions as you go, so you can test a field before you pick your subjects.",
  },
];

export function HowItWorksSection() {
  return (
    <section id="howItWorks" aria-labelledby="how-it-works-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="how-it-works-heading" eyebrow="How it works" title="How It Works">
          <p>Four ways Disha helps you discover a career and prepare for it, whichever class you are in.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <IconBadge name={card.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
