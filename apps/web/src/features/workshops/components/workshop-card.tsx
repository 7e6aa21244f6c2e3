import { type WorkshopSummary, formatIndiaDateTime } from "@disha/shared";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";

export function seatsText(workshop: WorkshopSummary): string {
  if (workshop.seatsLeft === 0) return "Full";
  return workshop.seatsLeft === 1 ? "1 seat left" : `${workshop.seatsLeft} seats left`;
}

/** A workshop card; hovering it, or focusing its link, shows its about text over the picture. */
export function WorkshopCard({ workshop }: { workshop: WorkshopSummary }) {
  const headingId = `workshop-${workshop.slug}`;
  const aboutId = `workshop-${workshop.slug}-about`;
  const open = !workshop.hasStarted && workshop.seatsLeft > 0;
  return (
    <article aria-labelledby={headingId} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <div className="relative aspect-video bg-brand-900">
        <img src={workshop.profileUrl} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" />
        {/* visibility, not opacity: hidden text must not be read out twice, and the link describes itself with it */}
        <p
          id={aboutId}
          className="invisible absolute inset-0 flex items-center bg-brand-900 p-5 text-white group-focus-within:visible group-hover:visible"
        >
          {workshop.about}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-medium text-brand-800">{workshop.topic}</p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
          {workshop.title}
        </h2>
        <p className="text-slate-700">with {workshop.instructor}</p>
        <p className="mt-3 text-sm font-medium text-slate-900">
          <time dateTime={workshop.startsAt}>{formatIndiaDateTime(workshop.startsAt)}</time> · {workshop.durationMinutes} min
        </p>
        <p className="text-sm text-slate-700">{workshop.hasStarted ? "Registration closed" : seatsText(workshop)}</p>
        <div className="mt-auto pt-5">
          {open ? (
            <Link to={paths.workshopRegistration.href(workshop.slug)} aria-describedby={aboutId} className={buttonStyles.primary}>
              Join Now<span className="sr-only">: {workshop.title}</span>
            </Link>
          ) : (
            <p className="font-semibold text-slate-700">{workshop.hasStarted ? "This workshop has started." : "This workshop is full."}</p>
          )}
        </div>
      </div>
    </article>
  );
}
