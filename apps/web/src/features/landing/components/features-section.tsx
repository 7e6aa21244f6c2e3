import { Icon, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

const progressWidgets = [
  { label: "Career Analysis", value: 75 },
  { label: "Skill Development", value: 50 },
  { label: "Job Readiness", value: 60 },
  { label: "Career Goal Completion", value: 80 },
] as const;

const features: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "compass",
    title: "Personalised career paths",
    text: "A step-by-step path from your class today to the career you want, with the stream, subjects and exams along the way.",
  },
  {
    icon: "target",
    title: "Skill recommendations",
    text: "Find out which skills matter for the careers you like, and which of them you should start building first.",
  },
  {
    icon: "book",
    title: "Tailored learning",
    text: "Courses and resources picked for your level and interests, so you never waste time on what does not help you.",
  },
  {
    icon: "chart",
    title: "Skill-progress tracking",
    text: "See how far you have come on each skill and what is left, so you always know your next step.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <SectionHeading id="features-heading" eyebrow="Features" title="Make your Career Journey Exciting" align="start">
            <p>Disha turns a big, confusing decision into small steps you can see and finish.</p>
          </SectionHeading>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon name={feature.icon} className="h-5 w-5" />
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
      <h3 className="text-xl font-semibold">Your progress at a glance</h3>
      <p className="mt-1 text-sm text-brand-100">An example of a student's dashboard</p>
      <ul className="mt-6 space-y-5">
        {progressWidgets.map((widget) => {
          const labelId = `progress-${widget.label.toLowerCase().replaceAll(" ", "-")}`;
          return (
            <li key={widget.label}>
              <div className="flex items-baseline justify-between gap-4">
                <span id={labelId} className="font-medium">
                  {widget.label}
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
