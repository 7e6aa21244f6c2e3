import "../i18n.ts";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

const accountTypes = ["student", "schools", "mentors"] as const;

export default function CreateAccountPage() {
  usePageMeta(t("auth.createAccount.title"), t("auth.createAccount.description"));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("auth.createAccount.title")}</h1>
      <p className="mt-2 text-center text-slate-700">{t("auth.createAccount.question")}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {accountTypes.map((type) => (
          <li key={type}>
            <Link
              to={type === "schools" ? paths.schoolRequest.href() : paths.signUp.href()}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="text-xl font-semibold text-brand-800">
                {t(`auth.createAccount.types.${type}.title`)}
              </span>
              <span className="mt-2 text-slate-700">{t(`auth.createAccount.types.${type}.text`)}</span>
              <span className="mt-4 font-semibold text-brand-800" aria-hidden="true">
                {t("auth.createAccount.continue")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
