import {
  GENDERS,
  SUBJECTS,
  type WorkshopRegistration,
  type WorkshopRegistrationInput,
  WorkshopRegistrationSchema,
  type WorkshopSummary,
  formatIndiaDateTime,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useRegisterForWorkshop, useWorkshop } from "../api/workshops-api.ts";
import { SelectField, optionsOf } from "../../../components/ui/choice-fields.tsx";
import { seatsText } from "../components/workshop-card.tsx";

const genderLabels: Record<(typeof GENDERS)[number], string> = { MALE: "Male", FEMALE: "Female", "NON-BINARY": "Non-binary" };
const fieldNames = ["name", "phoneNumber", "gender", "email", "subject"] as const;

export default function RegistrationPage() {
  usePageMeta("Register Here", "Register for a live Disha workshop.");
  const { slug = "" } = useParams();
  const workshop = useWorkshop(slug);
  const [registration, setRegistration] = useState<WorkshopRegistration | null>(null);

  if (registration) return <RegistrationSuccess registration={registration} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Register Here</h1>
      {workshop.isPending ? (
        <p className="mt-6 text-slate-700">Loading the workshop…</p>
      ) : workshop.isError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          <p>
            {workshop.error instanceof ApiRequestError && workshop.error.status === 404
              ? "We could not find that workshop."
              : "We could not load the workshop. Please try again."}
          </p>
          <Link to={paths.workshops.href()} className="mt-1 inline-block font-semibold underline">
            See all workshops
          </Link>
        </div>
      ) : (
        <>
          <WorkshopDetails workshop={workshop.data} />
          {workshop.data.hasStarted || workshop.data.seatsLeft === 0 ? (
            <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
              {workshop.data.hasStarted ? "This workshop has started, so registration is closed." : "This workshop is full."}{" "}
              <Link to={paths.workshops.href()} className="font-semibold underline">
                See other workshops
              </Link>
            </p>
          ) : (
            <RegistrationForm slug={slug} onRegistered={setRegistration} />
          )}
        </>
      )}
    </div>
  );
}

function WorkshopDetails({ workshop }: { workshop: WorkshopSummary }) {
  return (
    <section aria-labelledby="workshop-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-medium text-brand-800">{workshop.topic}</p>
      <h2 id="workshop-title" className="text-xl font-semibold text-slate-900">
        {workshop.title}
      </h2>
      <p className="text-slate-700">with {workshop.instructor}</p>
      <p className="mt-2 font-medium text-slate-900">
        <time dateTime={workshop.startsAt}>{formatIndiaDateTime(workshop.startsAt)}</time> · {workshop.durationMinutes} min ·{" "}
        {seatsText(workshop)}
      </p>
      <p className="mt-3 text-slate-700">{workshop.about}</p>
    </section>
  );
}

function RegistrationForm({ slug, onRegistered }: { slug: string; onRegistered: (registration: WorkshopRegistration) => void }) {
  const { user } = useSession();
  const form = useForm<WorkshopRegistrationInput>({
    resolver: zodResolver(WorkshopRegistrationSchema),
    mode: "onTouched",
    defaultValues: { name: user?.name ?? "", email: user?.email ?? "", phoneNumber: "" },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const register = useRegisterForWorkshop(slug);

  // a signed-in student's name and e-mail are filled in once the session arrives, unless they typed already
  useEffect(() => {
    if (user && !isDirty) form.reset({ ...form.getValues(), name: user.name, email: user.email });
  }, [user, isDirty, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onRegistered(await register.mutateAsync(input));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="form-heading" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="form-heading" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <FormAlert message={server.formError} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint="10 digits, numbers only."
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={optionsOf(GENDERS, genderLabels)}
        error={errors.gender?.message}
        {...form.register("gender")}
      />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <SelectField
        label="Subject"
        placeholder="Select subject"
        options={SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>
        {isSubmitting ? "Registering…" : "Register"}
      </button>
    </form>
  );
}

function RegistrationSuccess({ registration }: { registration: WorkshopRegistration }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the form is gone: take keyboard and screen-reader users to the news
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-green-800 outline-none">
        Registration Successful!
      </h1>
      <p className="mt-3 text-lg text-slate-800">Redirecting to your meeting link...</p>
      <p className="mt-2 text-slate-700">
        You are registered for {registration.workshopTitle} on {formatIndiaDateTime(registration.startsAt)}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={registration.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
          Join with Google Meet<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link to={paths.home.href()} className={buttonStyles.secondary}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
