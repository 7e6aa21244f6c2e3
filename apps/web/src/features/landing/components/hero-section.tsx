import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { Icon } from "./icon.tsx";

const counters = [
  { value: "10K+", label: "Students" },
  { value: "50+", label: "Quality careers" },
  { value: "30+", label: "Experienced mentors" },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Icon name="compass" className="h-4 w-4" />
            Career guidance for class 8 to 12
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Improve your career with <span className="text-brand-700">Different Way</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Find the careers that suit your interests, choose the right stream with confidence, and learn from mentors and an AI
            counsellor who help you plan every step.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.createAccount.href()} className={buttonStyles.primary}>
              Get Started
            </Link>
            {/* plain anchor: the target is on this page, so the browser scrolls to it and keeps the hash */}
            <a href="#howItWorks" className={buttonStyles.secondary}>
              <Icon name="chevronDown" className="h-5 w-5" />
              Watch Video
            </a>
          </div>
          <ul className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {counters.map((counter) => (
              <li key={counter.label} className="flex flex-col">
                <span className="text-2xl font-bold text-brand-800 sm:text-3xl">{counter.value}</span>
                <span className="text-sm text-slate-700">{counter.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-lg">
          <HeroIllustration />
          <div className="relative mx-auto -mt-8 flex max-w-xs items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:absolute sm:bottom-6 sm:-left-4 sm:mt-0">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon name="certificate" />
            </span>
            <p className="text-sm text-slate-700">
              <strong className="block text-base text-slate-900">Get certificates for all courses</strong>
              Earn one each time you finish a course.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A road winding up to a flag: "Disha" means direction. */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 360" className="h-auto w-full" aria-hidden="true" focusable="false">
      <circle cx="200" cy="180" r="170" fill="#e0e7ff" />
      <circle cx="318" cy="70" r="26" fill="#fcd34d" />
      <path d="M30 300 C90 220 150 250 210 200 S320 150 370 230 L370 330 L30 330 Z" fill="#c7d2fe" />
      <path d="M30 330 C110 270 200 300 270 270 S360 260 370 280 L370 330 Z" fill="#a5b4fc" />
      <path
        d="M70 318 C140 300 120 250 190 238 S290 230 262 170 S250 110 300 96"
        fill="none"
        stroke="#4338ca"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
      {[
        [70, 318],
        [190, 238],
        [262, 170],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="11" fill="#fff" stroke="#4338ca" strokeWidth="5" />
      ))}
      <line x1="300" y1="100" x2="300" y2="40" stroke="#312e81" strokeWidth="5" strokeLinecap="round" />
      <path d="M302 42 L346 56 L302 70 Z" fill="#f59e0b" />
      <rect x="48" y="70" width="120" height="64" rx="12" fill="#fff" />
      <rect x="62" y="86" width="60" height="8" rx="4" fill="#4338ca" />
      <rect x="62" y="104" width="90" height="6" rx="3" fill="#c7d2fe" />
      <rect x="62" y="116" width="70" height="6" rx="3" fill="#c7d2fe" />
    </svg>
  );
}
