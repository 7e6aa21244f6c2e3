import type { Roadmap } from "@disha/content/schemas";
import { Link } from "react-router";
import { inPageLanguage } from "../../../lib/i18n/content.ts";

/** The roadmaps that lead to a recommended career, as links. */
export function RoadmapLinks({ roadmaps, className = "mt-2" }: { roadmaps: readonly Roadmap[]; className?: string }) {
  if (roadmaps.length === 0) return null;
  return (
    <ul className={`${className} space-y-1`}>
      {roadmaps.map((roadmap) => (
        <li key={roadmap.slug}>
          <Link to={roadmap.path} data-content className="font-semibold text-brand-800 underline underline-offset-4">
            {inPageLanguage(roadmap).title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
