import { Icon, IconBadge, type IconName } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

const services: { icon: IconName; title: string; text: string; points: string[] }[] = [
  {
    icon: "spark",
    title: "AI-powered career guidance",
    text: "Career counselling based on your skills, interests and goals, available whenever you have a question.",
    points: ["Careers that match your profile", "Stream and subject advice", "Course and certification suggestions"],
  },
  {
    icon: "mentor",
    title: "Mentor support",
    text: "Guidance from experienced mentors who have walked the path you are thinking about.",
    points: ["One-on-one sessions", "Workshops on popular careers", "Honest answers about college and work"],
  },
  {
    icon: "chart",
    title: "Skill development tracking",
    text: "A clear record of the skills you are building and how close you are to your goal.",
    points: ["Progress for every skill", "Resources for your next step", "Certificates for finished courses"],
  },
];

export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="services-heading" eyebrow="Services" title="Personalized Career Services">
          <p>Everything you need to go from "I don't know what I want to do" to a plan you believe in.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className="flex flex-col rounded-2xl border border-slate-200 p-6 sm:p-8">
              <IconBadge name={service.icon} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-slate-700">{service.text}</p>
              <ul className="mt-5 space-y-2">
                {service.points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-slate-800">
                    <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
