import "../i18n.ts";
import type { ClassStudent, SchoolFigures } from "@disha/shared";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { SelectField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { monthNames } from "../../plan/index.ts";
import { classCsvUrl, useClassFigures, useClassStudents, useRemoveStudent, useWriteNote } from "../api/schools-api.ts";
import { BarChart } from "../components/bar-chart.tsx";
import { CounsellorGate, consoleMessages } from "../components/counsellor-gate.tsx";

const notShared = <span className="text-slate-600">{t("schools.classPage.notShared")}</span>;

function Shared({ student }: { student: ClassStudent }) {
  return (
    <>
      <td className="px-3 py-2" data-column="interestCode">
        {student.interestCode === undefined ? notShared : (student.interestCode ?? t("schools.classPage.none"))}
      </td>
      <td className="px-3 py-2" data-column="shortlist">
        {student.shortlist === undefined
          ? notShared
          : student.shortlist.length === 0
            ? t("schools.classPage.none")
            : student.shortlist.map((career) => career.name).join(", ")}
      </td>
      <td className="px-3 py-2" data-column="progress">
        {student.progress === undefined
          ? notShared
          : student.progress.length === 0
            ? t("schools.classPage.none")
            : student.progress
                .map((path) => t("schools.classPage.progressItem", { name: path.name, percent: path.percent }))
                .join(", ")}
      </td>
    </>
  );
}

/** Taking a student out of the class, asked twice: the school then sees nothing of theirs. */
function RemoveButton({ student, onRemove }: { student: ClassStudent; onRemove: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
        {t("schools.classPage.remove", { name: student.name })}
      </button>
    );
  return (
    <div className="space-y-2">
      <p className="text-slate-800">{t("schools.classPage.removeConfirm", { name: student.name })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} onClick={onRemove}>
          {t("schools.classPage.removeYes")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(false)}>
          {t("schools.classPage.removeNo")}
        </button>
      </div>
    </div>
  );
}

function StudentsTable({
  schoolId,
  classId,
  students,
}: {
  schoolId: string;
  classId: string;
  students: readonly ClassStudent[];
}) {
  const remove = useRemoveStudent(schoolId, classId);
  const [removedName, setRemovedName] = useState<string | null>(null);
  const status = (
    <>
      <FormAlert message={remove.error instanceof ApiRequestError ? remove.error.message : null} />
      <p role="status" className="text-green-800">
        {removedName ? t("schools.classPage.removed", { name: removedName }) : null}
      </p>
    </>
  );
  if (students.length === 0)
    return (
      <>
        {status}
        <p className="mt-2 text-slate-700">{t("schools.classPage.noStudents")}</p>
      </>
    );
  return (
    <div className="mt-2 overflow-x-auto">
      {status}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("schools.classPage.studentsHeading")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {(["name", "plan", "interestCode", "shortlist", "progress", "actions"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`schools.classPage.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id} className="border-b border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium" translate="no">
                {student.name}
              </th>
              <td className="px-3 py-2">{student.hasPlan ? t("schools.classPage.yes") : t("schools.classPage.no")}</td>
              <Shared student={student} />
              <td className="px-3 py-2">
                <RemoveButton
                  student={student}
                  onRemove={() => {
                    setRemovedName(null);
                    remove.mutate(student.id, { onSuccess: () => setRemovedName(student.name) });
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ figures }: { figures: SchoolFigures }) {
  return (
    <section aria-labelledby="figures-heading" className="mt-8">
      <h2 id="figures-heading" className="text-xl font-semibold text-slate-900">
        {t("schools.classPage.figuresHeading")}
      </h2>
      <p className="mt-1 text-slate-700">
        {t("schools.classPage.studentsCount", { count: figures.students, withPlan: figures.withPlan })}
      </p>
      <p className="text-slate-700">{t("schools.classPage.sharingCount", figures.sharing)}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <BarChart
          title={t("schools.classPage.interestChart")}
          column={t("schools.classPage.letter")}
          bars={figures.interestLeads.map((lead) => ({ key: lead.letter, label: lead.letter, value: lead.students }))}
        />
        <BarChart
          title={t("schools.classPage.careersChart")}
          column={t("schools.classPage.career")}
          bars={figures.topCareers.map((career) => ({ key: career.slug, label: career.name, value: career.students }))}
        />
        <BarChart
          title={t("schools.classPage.examsChart")}
          column={t("schools.classPage.exam")}
          bars={figures.examWindows.map((exam) => ({
            key: exam.examId,
            label: exam.name,
            value: exam.students,
            detail: [
              exam.applicationMonths.length > 0
                ? t("schools.classPage.applications", { months: monthNames(exam.applicationMonths) })
                : "",
              exam.examMonths.length > 0
                ? t("schools.classPage.examHeld", { months: monthNames(exam.examMonths) })
                : "",
            ]
              .filter(Boolean)
              .join("; "),
          }))}
        />
      </div>
    </section>
  );
}

function NoteForm({
  schoolId,
  classId,
  students,
}: {
  schoolId: string;
  classId: string;
  students: readonly ClassStudent[];
}) {
  const write = useWriteNote(schoolId, classId);
  const [studentId, setStudentId] = useState("");
  const [body, setBody] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (students.length === 0) return null;
  return (
    <form
      aria-labelledby="note-heading"
      className="mt-8 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(null);
        const name = students.find((student) => student.id === studentId)?.name ?? "";
        write.mutate(
          { studentId, body },
          {
            onSuccess: () => {
              setSentTo(name);
              setBody("");
            },
          },
        );
      }}
    >
      <h2 id="note-heading" className="text-xl font-semibold text-slate-900">
        {t("schools.classPage.noteHeading")}
      </h2>
      <SelectField
        label={t("schools.classPage.noteStudent")}
        placeholder={t("schools.classPage.chooseStudent")}
        options={students.map((student) => ({ value: student.id, label: student.name }))}
        value={studentId}
        onChange={(event) => setStudentId(event.target.value)}
      />
      <TextAreaField
        label={t("schools.classPage.noteBody")}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <FormAlert message={write.error instanceof ApiRequestError ? write.error.message : null} />
      <p role="status" className="text-green-800">
        {sentTo ? t("schools.classPage.noteSent", { name: sentTo }) : null}
      </p>
      <button type="submit" className={buttonStyles.primary} disabled={write.isPending || !studentId}>
        {t("schools.classPage.noteSubmit")}
      </button>
    </form>
  );
}

function ClassView({ schoolId, classId }: { schoolId: string; classId: string }) {
  const students = useClassStudents(schoolId, classId);
  const figures = useClassFigures(schoolId, classId);
  return (
    <QueryStatus query={students} messages={consoleMessages}>
      {(found) => (
        <>
          <h2 className="mt-4 text-2xl font-bold text-slate-900">
            {t("schools.classPage.title", { name: found.class.name })}
          </h2>
          <p className="text-slate-700" translate="no">
            {found.school.name}
          </p>
          <a href={classCsvUrl(schoolId, classId)} download className={`${buttonStyles.secondary} mt-4`}>
            {t("schools.classPage.csv")}
          </a>
          <section aria-labelledby="students-heading" className="mt-6">
            <h2 id="students-heading" className="text-xl font-semibold text-slate-900">
              {t("schools.classPage.studentsHeading")}
            </h2>
            <StudentsTable schoolId={schoolId} classId={classId} students={found.students} />
          </section>
          <QueryStatus query={figures} messages={consoleMessages} placement="card">
            {(counted) => <Figures figures={counted} />}
          </QueryStatus>
          <NoteForm schoolId={schoolId} classId={classId} students={found.students} />
        </>
      )}
    </QueryStatus>
  );
}

/** One class as its counsellor sees it: each student's summary and what they share, figures, notes. */
export default function ClassPage() {
  usePageMeta(t("schools.console.title"), t("schools.console.description"));
  const { schoolId = "", classId = "" } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Link to={paths.counsellor.href()} className="text-brand-800 underline">
        {t("schools.classPage.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("schools.console.title")}</h1>
      <CounsellorGate>
        <ClassView schoolId={schoolId} classId={classId} />
      </CounsellorGate>
    </div>
  );
}
