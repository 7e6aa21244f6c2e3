import { MAX_TYPE_SCORE, RIASEC_TYPES, type RiasecScores } from "@disha/shared/plan";
import { useId } from "react";
import { t } from "../../../lib/i18n/i18n.ts";
import { typeName } from "../words.ts";

const CENTRE = { x: 200, y: 160 };
const RADIUS = 100;
const RINGS = [0.25, 0.5, 0.75, 1];

/** The point at `share` (0 to 1) of the radius on the axis of the type at `index` (R at the top, clockwise). */
function point(index: number, share: number) {
  const angle = ((-90 + 60 * index) * Math.PI) / 180;
  return { x: CENTRE.x + RADIUS * share * Math.cos(angle), y: CENTRE.y + RADIUS * share * Math.sin(angle) };
}

const polygon = (shares: readonly number[]) =>
  shares
    .map((share, index) => {
      const { x, y } = point(index, share);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");

/** The six scores as Holland's hexagon, and the same scores as a table: the drawing's text equivalent. */
export function RiasecChart({ scores, code }: { scores: Readonly<RiasecScores>; code: string }) {
  const captionId = useId();
  const shares = RIASEC_TYPES.map((type) => Math.max(0, Math.min(1, scores[type] / MAX_TYPE_SCORE)));
  return (
    <figure className="grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      {/* room on both sides for the longest name beside the hexagon, "Conventional" in bold, on a 320 px phone */}
      <svg
        viewBox="-40 0 480 320"
        role="img"
        aria-label={t("plan.profiler.drawing")}
        className="mx-auto w-full max-w-md"
      >
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(RIASEC_TYPES.map(() => ring))} className="fill-none stroke-slate-300" />
        ))}
        {RIASEC_TYPES.map((type, index) => {
          const end = point(index, 1);
          return <line key={type} x1={CENTRE.x} y1={CENTRE.y} x2={end.x} y2={end.y} className="stroke-slate-300" />;
        })}
        <polygon points={polygon(shares)} className="fill-brand-600/30 stroke-brand-700" strokeWidth={3} />
        {RIASEC_TYPES.map((type, index) => {
          const dot = point(index, shares[index] ?? 0);
          const label = point(index, 1.15);
          const anchor = Math.abs(label.x - CENTRE.x) < 5 ? "middle" : label.x > CENTRE.x ? "start" : "end";
          const top = code.includes(type);
          return (
            <g key={type}>
              <circle cx={dot.x} cy={dot.y} r={5} className="fill-brand-700">
                <title>
                  {t("plan.profiler.score", { type: typeName(type), score: scores[type], max: MAX_TYPE_SCORE })}
                </title>
              </circle>
              <text
                x={label.x}
                y={label.y}
                textAnchor={anchor}
                dominantBaseline="middle"
                className={`text-[17px] ${top ? "fill-brand-900 font-bold" : "fill-slate-700"}`}
              >
                {typeName(type)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="w-full text-left">
        <caption id={captionId} className="mb-2 text-left font-semibold text-slate-900">
          {t("plan.profiler.scoresCaption")}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-1">
              {t("plan.profiler.type")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("plan.profiler.scoreHeading")}
            </th>
          </tr>
        </thead>
        <tbody>
          {RIASEC_TYPES.map((type) => (
            <tr key={type} className="border-b border-slate-200">
              <th scope="row" className={`py-1.5 ${code.includes(type) ? "font-bold text-brand-900" : "font-normal"}`}>
                {typeName(type)}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {t("plan.profiler.scoreOutOf", { score: scores[type], max: MAX_TYPE_SCORE })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
