import "../i18n.ts";
import {
  GENDERS,
  type SessionUser,
  SUBJECTS,
  type WorkshopRegistration,
  type WorkshopRegistrationInput,
  WorkshopRegistrationSchema,
  type WorkshopSummary,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import "../../../lib/i18n/ui.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useRegisterForWorkshop, useWorkshop } from "../api/workshops-api.ts";
import { WorkshopTime, seatsText } from "../components/workshop-card.tsx";

const fieldNames = ["name", "phoneNumber", "gender", "email", "subject"] as const;

export default function RegistrationPage() {
  usePageMeta(t("workshops.register.title"), t("workshops.register.description"));
  const { slug = "" } = useParams();
  const workshop = useWorkshop(slug);
  const session = useSession();
  const [registration, setRegistration] = useState<WorkshopRegistration | null>(null);

  if (registration) return <RegistrationSuccess registration={registration} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("workshops.register.title")}</h1>
      {session.isPending ? (
        <p role="status" className="mt-8 text-slate-700">
          {t("workshops.register.loading")}
        </p>
      ) : (
        <QueryStatus
          query={workshop}
          messages={{
            loading: t("workshops.register.loading"),
            failed: (error) => (
              <>
                {error instanceof ApiRequestError && error.status === 404
                  ? t("workshops.register.notFound")
                  : t("workshops.register.loadFailed")}
                <Link to={paths.workshops.href()} className="mt-1 block w-fit font-semibold underline">
                  {t("workshops.register.seeAll")}
                </Link>
              </>
            ),
          }}
        >
          {(found) => (
            <>
              <WorkshopDetails workshop={found} />
              {found.hasStarted || found.seatsLeft === 0 ? (
                <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
                  {found.hasStarted ? t("workshops.register.closed") : t("workshops.isFull")}{" "}
                  <Link to={paths.workshops.href()} className="font-semibold underline">
                    {t("workshops.register.seeOthers")}
                  </Link>
                </p>
              ) : (
                <RegistrationForm slug={slug} user={session.user} onRegistered={setRegistration} />
              )}
            </>
          )}
        </QueryStatus>
      )}
    </div>
  );
}

function WorkshopDetails({ workshop }: { workshop: WorkshopSummary }) {
  return (
    <section aria-labelledby="workshop-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <p data-content className="text-sm font-medium text-brand-800">
        {workshop.topic}
      </p>
      <h2 id="workshop-title" data-content className="text-xl font-semibold text-slate-900">
        {workshop.title}
      </h2>
      <p className="text-slate-700">{t("workshops.with", { instructor: workshop.instructor })}</p>
      <p className="mt-2 font-medium text-slate-900">
        <WorkshopTime workshop={workshop} /> · {seatsText(workshop)}
      </p>
      <p data-content className="mt-3 text-slate-700">
        {workshop.about}
      </p>
    </section>
  );
}

/** A signed-in student registers as their account: name and e-mail are filled in and cannot be changed here. */
export function RegistrationForm({
  slug,
  user,
  onRegistered,
}: {
  slug: string;
  user: SessionUser | null;
  onRegistered: (registration: WorkshopRegistration) => void;
}) {
  const form = useForm<WorkshopRegistrationInput>({
    resolver: zodResolver(WorkshopRegistrationSchema),
    mode: "onTouched",
    defaultValues: { name: user?.name ?? "", email: user?.email ?? "", phoneNumber: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const register = useRegisterForWorkshop(slug);
  const fromAccount = user !== null;

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onRegistered(await register.mutateAsync(input));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="form-heading"
      className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="form-heading" className="text-lg font-semibold text-slate-900">
        {t("workshops.register.yourDetails")}
      </h2>
      {fromAccount ? <p className="text-sm text-slate-700">{t("workshops.register.accountDetails")}</p> : null}
      <FormAlert message={server.formError} />
      <TextField
        label={t("workshops.register.name")}
        autoComplete="name"
        readOnly={fromAccount}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label={t("workshops.register.phone")}
        type="tel"
        autoComplete="tel"
        hint={t("workshops.register.phoneHint")}
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <SelectField
        label={t("workshops.register.gender")}
        placeholder={t("workshops.register.selectGender")}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`workshops.register.genders.${gender}`) }))}
        error={errors.gender?.message}
        {...form.register("gender")}
      />
      <TextField
        label={t("workshops.register.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        readOnly={fromAccount}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField
        label={t("workshops.register.subject")}
        placeholder={t("workshops.register.selectSubject")}
        options={SUBJECTS.map((subject) => ({ value: subject, label: t(`workshops.register.subjects.${subject}`) }))}
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>
        {isSubmitting ? t("workshops.register.submitting") : t("workshops.register.submit")}
      </button>
    </form>
  );
}

export function RegistrationSuccess({ registration }: { registration: WorkshopRegistration }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the form is gone: take keyboard and screen-reader users to the news
  useEffect(() => heading.current?.focus(), []);
  if (registration.status === "pending" || !registration.meetingUrl) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">
          {t("workshops.pending.title")}
        </h1>
        <p className="mt-3 text-lg text-slate-800">
          {t("workshops.pending.sent", {
            email: registration.email,
            workshop: registration.workshopTitle,
            dateTime: formatIndiaDateTime(registration.startsAt),
          })}
        </p>
        <p className="mt-2 text-slate-700">{t("workshops.pending.seatHeld")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home.href()} className={buttonStyles.secondary}>
            {t("workshops.success.home")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-green-800 outline-none">
        {t("workshops.success.title")}
      </h1>
      <p className="mt-3 text-lg text-slate-800">
        {t("workshops.success.registered", {
          workshop: registration.workshopTitle,
          dateTime: formatIndiaDateTime(registration.startsAt),
        })}
      </p>
      {/* the meeting opens when the workshop starts, perhaps weeks away: say when, never "redirecting" */}
      <p className="mt-2 text-slate-700">
        {t("workshops.success.opensAt", { dateTime: formatIndiaDateTime(registration.startsAt) })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={registration.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
          {t("workshops.success.joinMeet")}
          <span className="sr-only">{t("ui.opensInNewTab")}</span>
        </a>
        <Link to={paths.home.href()} className={buttonStyles.secondary}>
          {t("workshops.success.home")}
        </Link>
      </div>
    </div>
  );
}
