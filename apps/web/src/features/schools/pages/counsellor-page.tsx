import "../i18n.ts";
import { CLASS_GRADES, type CounsellorSchool, formatJoinCode } from "@disha/shared";
import { useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useCreateClass, useCreateSchool, useMySchools, useRotateJoinCode } from "../api/schools-api.ts";
import { CounsellorGate, consoleMessages } from "../components/counsellor-gate.tsx";

const problem = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : error ? t("schools.console.failed") : null;

function AddClassForm({ school }: { school: CounsellorSchool }) {
  const create = useCreateClass(school.id);
  const [grade, setGrade] = useState("");
  const [section, setSection] = useState("");
  return (
    <form
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label={t("schools.console.addClass", { school: school.name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = [grade, section.trim().toUpperCase()].filter(Boolean).join(" ");
        create.mutate(
          { name, grade: grade ? Number(grade) : null },
          {
            onSuccess: () => {
              setGrade("");
              setSection("");
            },
          },
        );
      }}
    >
      <SelectField
        label={t("schools.console.grade")}
        placeholder={t("schools.console.chooseGrade")}
        options={CLASS_GRADES.map((value) => ({
          value: String(value),
          label: t("schools.console.gradeOption", { grade: value }),
        }))}
        value={grade}
        onChange={(event) => setGrade(event.target.value)}
      />
      <TextField
        label={t("schools.console.section")}
        hint={t("schools.console.sectionHint")}
        value={section}
        maxLength={10}
        onChange={(event) => setSection(event.target.value)}
      />
      <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
        {t("schools.console.addClassSubmit")}
      </button>
      <div className="sm:col-span-3">
        <FormAlert message={problem(create.error)} />
      </div>
    </form>
  );
}

function SchoolSection({ school }: { school: CounsellorSchool }) {
  const rotate = useRotateJoinCode(school.id);
  const headingId = `school-${school.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900" translate="no">
        {school.name}
      </h2>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{t("schools.console.classes")}</h3>
      {school.classes.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("schools.console.noClasses")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {school.classes.map((schoolClass) => (
            <li key={schoolClass.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <Link
                  to={paths.counsellorClass.href(school.id, schoolClass.id)}
                  className="font-semibold text-brand-800 underline"
                  aria-label={t("schools.console.open", { name: schoolClass.name })}
                >
                  {schoolClass.name}
                </Link>
                <p className="text-sm text-slate-700">
                  {t("schools.console.students", { count: schoolClass.students })}
                </p>
              </div>
              <p>
                <span className="text-sm text-slate-700">{t("schools.console.joinCode")} </span>
                <code className="rounded bg-slate-100 px-2 py-1 font-mono text-lg text-slate-900" data-join-code>
                  {formatJoinCode(schoolClass.joinCode)}
                </code>
              </p>
              <button
                type="button"
                className={buttonStyles.secondary}
                title={t("schools.console.rotateHint")}
                disabled={rotate.isPending}
                onClick={() => rotate.mutate(schoolClass.id)}
              >
                {t("schools.console.rotate", { name: schoolClass.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={problem(rotate.error)} />
      <AddClassForm school={school} />
    </section>
  );
}

function AddSchoolForm() {
  const create = useCreateSchool();
  const [name, setName] = useState("");
  return (
    <form
      className="mt-8 flex flex-wrap items-end gap-3"
      aria-label={t("schools.console.addSchool")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(name, { onSuccess: () => setName("") });
      }}
    >
      <TextField
        label={t("schools.console.addSchool")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="min-w-64 flex-1"
      />
      <button type="submit" className={buttonStyles.secondary} disabled={create.isPending}>
        {t("schools.console.addSchoolSubmit")}
      </button>
      <div className="w-full">
        <FormAlert message={problem(create.error)} />
      </div>
    </form>
  );
}

function Schools() {
  const schools = useMySchools();
  return (
    <QueryStatus query={schools} messages={consoleMessages}>
      {({ schools: list }) => (
        <>
          {list.length === 0 ? <p className="mt-6 text-slate-700">{t("schools.console.noSchools")}</p> : null}
          {list.map((school) => (
            <SchoolSection key={school.id} school={school} />
          ))}
          <AddSchoolForm />
        </>
      )}
    </QueryStatus>
  );
}

/** A counsellor's schools, their classes and join codes. */
export default function CounsellorPage() {
  usePageMeta(t("schools.console.title"), t("schools.console.description"));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("schools.console.title")}</h1>
      <p className="mt-2 text-slate-700">{t("schools.console.description")}</p>
      <CounsellorGate>
        <Schools />
      </CounsellorGate>
    </div>
  );
}
