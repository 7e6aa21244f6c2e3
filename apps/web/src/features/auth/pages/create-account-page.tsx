import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { paths } from "../../../config/paths.ts";

const accountTypes = [
  { title: "Student", text: "Explore careers, take the quiz, talk to the AI mentor and book mentors." },
  { title: "Schools", text: "Bring Disha's guidance to your students and classrooms." },
  { title: "Mentors", text: "Share your experience and guide students one-on-one." },
] as const;

export default function CreateAccountPage() {
  usePageMeta("Create an account", "Choose your account type to join Disha.");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold text-slate-900">Create an account</h1>
      <p className="mt-2 text-center text-slate-700">Who are you joining as?</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {accountTypes.map((type) => (
          <li key={type.title}>
            <Link
              to={paths.signUp.href()}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="text-xl font-semibold text-brand-800">{type.title}</span>
              <span className="mt-2 text-slate-700">{type.text}</span>
              <span className="mt-4 font-semibold text-brand-800" aria-hidden="true">
                Continue →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
