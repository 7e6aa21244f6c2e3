import {
  BOOK_GENRES,
  HIGHER_EDUCATION_CHOICES,
  MOVIE_GENRES,
  PROFILE_FIELDS,
  PROFILE_GENDERS,
  PROFILE_STEP_FIELDS,
  PROFILE_STREAMS,
  PROFILE_VISIBLE_STEPS,
  type ProfileField,
  type ProfileFormValues,
  type ProfileInput,
  ProfileSchema,
  SOCIAL_MEDIA_HOURS,
  SCHOOL_CLASSES,
  STUDY_STAGES,
  type StoredProfile,
  todayIsoDate,
} from "@disha/shared";
import { indianStates } from "@disha/content/knowledge/options";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useSubmitProfile, useUpdateProfile } from "../api/profile-api.ts";
import {
  type ChoiceOption,
  RadioGroupField,
  SelectField,
  TextAreaField,
} from "../../../components/ui/choice-fields.tsx";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { StepProgress } from "./step-progress.tsx";

const LAST_STEP = PROFILE_STEP_FIELDS.length;

// steps 3 and 4 share the third title of the progress bar, so each says which part it is
const stepSubtitles: readonly (MessageKey | null)[] = [null, null, "profile.subtitles.3", "profile.subtitles.4"];

const emptyProfile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ""])) as ProfileFormValues;

/** The choices of one question, labelled from profile.options.<question>.<value>. */
function optionsOf(
  question: "gender" | "study" | "schoolClass" | "stream" | "socialMedia" | "movie" | "book" | "higherEducation",
  values: readonly string[],
): ChoiceOption[] {
  return values.map((value) => ({ value, label: t(`profile.options.${question}.${value}` as MessageKey) }));
}

/** The first internal step (1-based) holding one of these fields. */
function stepOf(fields: readonly string[]): number | null {
  const index = PROFILE_STEP_FIELDS.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return index === -1 ? null : index + 1;
}

/** A stored profile as the form holds it: every unanswered question an empty string. */
function formValuesOf(profile: StoredProfile): ProfileFormValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ""])) as ProfileFormValues;
}

/**
 * The questionnaire: for a first submission empty but for the name given at sign-up (`name`), or filled
 * in with `profile` to edit it.
 */
export function ProfileForm({
  userId,
  profile,
  name = "",
}: {
  userId: string;
  profile?: StoredProfile;
  name?: string;
}) {
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileSchema),
    // a touched field is checked as the student types; Next marks its step's fields touched
    mode: "onTouched",
    defaultValues: profile ? formValuesOf(profile) : { ...emptyProfile, name },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, PROFILE_FIELDS);
  const submitProfile = useSubmitProfile(userId);
  const updateProfile = useUpdateProfile(userId);
  const editing = profile !== undefined;
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // a new step's heading takes focus, so screen readers announce where the student now is
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goToStep = (next: number) => {
    focusHeading.current = true;
    setStep(Math.min(Math.max(next, 1), LAST_STEP));
  };

  const goNext = async () => {
    const fields = PROFILE_STEP_FIELDS[step - 1] ?? [];
    for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
    if (await form.trigger(fields, { shouldFocus: true })) goToStep(step + 1);
  };

  const save = async (input: ProfileInput) => {
    server.clearFormError();
    try {
      if (editing) {
        await updateProfile.mutateAsync(input);
        await navigate(paths.dashboard.root.href());
      } else {
        await submitProfile.mutateAsync(input);
        // the spec ends the profile on the home page; the dashboard says it was saved and shows the next
        // step (docs/product-decisions.md, first-steps.tsx)
        await navigate(paths.dashboard.root.href(), { state: { profileSaved: true } });
      }
    } catch (error) {
      server.showServerError(error);
      // the server may name a field on an earlier step: show the student where it is
      const errorStep = error instanceof ApiRequestError ? stepOf(Object.keys(error.fields)) : null;
      if (errorStep !== null) goToStep(errorStep);
    }
  };

  const showInvalidStep = (invalid: FieldErrors<ProfileFormValues>) => {
    const errorStep = stepOf(Object.keys(invalid));
    if (errorStep !== null && errorStep !== step) goToStep(errorStep);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      // Enter in a field of an earlier step means Next, not Submit
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(save, showInvalidStep)(event);
  };

  const error = (field: ProfileField) => errors[field]?.message;
  const visibleStep = Math.min(step, PROFILE_VISIBLE_STEPS);
  const subtitle = stepSubtitles[step - 1];

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-step-heading" className="space-y-6">
      <StepHeader visibleStep={visibleStep} />
      <FormAlert message={server.formError} />
      <div>
        <h2
          id="profile-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {t(`profile.steps.${visibleStep}` as MessageKey)}
          {subtitle ? <span className="block text-base font-normal text-slate-700">{t(subtitle)}</span> : null}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("profile.required")}</p>
      </div>

      {step === 1 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.fields.name")}
            autoComplete="name"
            error={error("name")}
            {...form.register("name")}
          />
          <TextField
            label={t("profile.fields.dob")}
            type="date"
            max={todayIsoDate()}
            autoComplete="bday"
            error={error("dob")}
            {...form.register("dob")}
          />
          <div className="sm:col-span-2">
            <RadioGroupField
              legend={t("profile.fields.gender")}
              options={optionsOf("gender", PROFILE_GENDERS)}
              error={error("gender")}
              registration={form.register("gender")}
            />
          </div>
          <TextField
            label={t("profile.fields.location")}
            autoComplete="address-level2"
            error={error("location")}
            {...form.register("location")}
          />
          <SelectField
            label={t("profile.fields.state")}
            placeholder={t("profile.fields.noState")}
            options={indianStates.map((state) => ({ value: state, label: t(`finders.states.${state}`) }))}
            error={error("state")}
            {...form.register("state")}
          />
          <TextField
            label={t("profile.fields.mobileNumber")}
            type="tel"
            autoComplete="tel"
            hint={t("profile.fields.mobileNumberHint")}
            error={error("mobileNumber")}
            {...form.register("mobileNumber")}
          />
        </div>
      ) : null}

      {step === 2 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.fields.school")}
            className="sm:col-span-2"
            error={error("school")}
            {...form.register("school")}
          />
          <div className="sm:col-span-2">
            <RadioGroupField
              legend={t("profile.fields.study")}
              options={optionsOf("study", STUDY_STAGES)}
              error={error("study")}
              registration={form.register("study")}
            />
          </div>
          <SelectField
            label={t("profile.fields.schoolClass")}
            placeholder={t("profile.fields.noSchoolClass")}
            options={optionsOf("schoolClass", SCHOOL_CLASSES)}
            error={error("schoolClass")}
            {...form.register("schoolClass")}
          />
          <SelectField
            label={t("profile.fields.stream")}
            placeholder={t("profile.fields.noStream")}
            options={optionsOf("stream", PROFILE_STREAMS)}
            error={error("stream")}
            {...form.register("stream")}
          />
          <TextField
            label={t("profile.fields.previousClassPercentage")}
            inputMode="decimal"
            hint={t("profile.fields.previousClassPercentageHint")}
            error={error("previousClassPercentage")}
            {...form.register("previousClassPercentage")}
          />
          <TextField
            label={t("profile.fields.favouriteSubject")}
            error={error("favouriteSubject")}
            {...form.register("favouriteSubject")}
          />
          <TextField
            label={t("profile.fields.nonFavouriteSubject")}
            error={error("nonFavouriteSubject")}
            {...form.register("nonFavouriteSubject")}
          />
          <TextField
            label={t("profile.fields.aspiration")}
            error={error("aspiration")}
            {...form.register("aspiration")}
          />
          <TextAreaField
            label={t("profile.fields.achievements")}
            className="sm:col-span-2"
            error={error("achievements")}
            {...form.register("achievements")}
          />
        </div>
      ) : null}

      {step === 3 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.fields.hobbies")}
            className="sm:col-span-2"
            error={error("hobbies")}
            {...form.register("hobbies")}
          />
          <TextField label={t("profile.fields.strength")} error={error("strength")} {...form.register("strength")} />
          <TextField label={t("profile.fields.weakness")} error={error("weakness")} {...form.register("weakness")} />
          <SelectField
            label={t("profile.fields.socialMedia")}
            placeholder={t("profile.fields.chooseHours")}
            options={optionsOf("socialMedia", SOCIAL_MEDIA_HOURS)}
            error={error("socialMedia")}
            {...form.register("socialMedia")}
          />
          <SelectField
            label={t("profile.fields.movie")}
            placeholder={t("profile.fields.chooseKind")}
            options={optionsOf("movie", MOVIE_GENRES)}
            error={error("movie")}
            {...form.register("movie")}
          />
          <SelectField
            label={t("profile.fields.book")}
            placeholder={t("profile.fields.chooseKind")}
            options={optionsOf("book", BOOK_GENRES)}
            error={error("book")}
            {...form.register("book")}
          />
        </div>
      ) : null}

      {step === 4 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <RadioGroupField
              legend={t("profile.fields.higherEducation")}
              options={optionsOf("higherEducation", HIGHER_EDUCATION_CHOICES)}
              error={error("higherEducation")}
              registration={form.register("higherEducation")}
            />
          </div>
          <TextField
            label={t("profile.fields.referrenceCounsellor")}
            hint={t("profile.fields.referrenceCounsellorHint")}
            error={error("referrenceCounsellor")}
            {...form.register("referrenceCounsellor")}
          />
        </div>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 1 ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => goToStep(step - 1)}>
            {t("profile.previous")}
          </button>
        ) : (
          <span />
        )}
        {step < LAST_STEP ? (
          <button type="submit" className={buttonStyles.primary}>
            {t("profile.next")}
          </button>
        ) : (
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? t("profile.submitting") : editing ? t("profile.edit.save") : t("profile.submit")}
          </button>
        )}
      </div>
    </form>
  );
}

function StepHeader({ visibleStep }: { visibleStep: number }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">
        {t("profile.stepOf", { step: visibleStep, total: PROFILE_VISIBLE_STEPS })}
      </p>
      <StepProgress current={visibleStep} />
    </div>
  );
}
