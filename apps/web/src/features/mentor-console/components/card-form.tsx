import {
  MENTOR_CARD_LIMITS,
  MENTOR_LANGUAGES,
  MENTOR_STREAMS,
  type MentorCard,
  MentorCardSchema,
  type MentorLanguage,
  fieldErrors,
} from "@disha/shared";
import { type FormEvent, useState } from "react";
import { SelectField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FieldError, FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";
import { useSaveCard } from "../api/mentor-console-api.ts";

interface CardValues {
  name: string;
  about: string;
  stream: string;
  /** as typed: topics with commas between them */
  topics: string;
  languages: MentorLanguage[];
}

const splitTopics = (text: string) =>
  text
    .split(",")
    .map((topic) => topic.trim())
    .filter(Boolean);

/** The first message for a field or any of its items (`topics.2`). */
function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/** What students read on the mentor's card: name, about, stream, topics and languages. */
export function CardForm({ card }: { card: MentorCard }) {
  const [values, setValues] = useState<CardValues>({
    name: card.name,
    about: card.about,
    stream: card.stream,
    topics: card.topics.join(", "),
    languages: card.languages,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const save = useSaveCard();
  const set = (change: Partial<CardValues>) => setValues((current) => ({ ...current, ...change }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const parsed = MentorCardSchema.safeParse({ ...values, topics: splitTopics(values.topics) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, tMessage));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setStatus(t("mentorConsole.card.saved")),
      onError: (error) =>
        setErrors(error instanceof ApiRequestError ? { ...error.fields, _: error.message } : { _: error.message }),
    });
  }

  const topicsError = errorOf(errors, "topics");
  const languagesError = errorOf(errors, "languages");
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={errors._ ?? null} />
      <div role="status" className="empty:hidden">
        {status ? (
          <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">{status}</p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="card-name"
          label={t("mentorConsole.card.name")}
          autoComplete="name"
          maxLength={MENTOR_CARD_LIMITS.name.max}
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <SelectField
          id="card-stream"
          label={t("mentorConsole.card.stream")}
          placeholder={t("mentorConsole.card.chooseStream")}
          options={MENTOR_STREAMS.map((stream) => ({ value: stream, label: t(`mentors.streams.${stream}`) }))}
          value={values.stream}
          error={errors.stream}
          onChange={(event) => set({ stream: event.target.value })}
        />
      </div>
      <div>
        <TextAreaField
          id="card-about"
          label={t("mentorConsole.card.about")}
          rows={4}
          maxLength={MENTOR_CARD_LIMITS.about.max}
          value={values.about}
          error={errors.about}
          aria-describedby={errors.about ? "card-about-hint card-about-error" : "card-about-hint"}
          onChange={(event) => set({ about: event.target.value })}
        />
        <p id="card-about-hint" className="mt-1 text-xs text-slate-600">
          {t("mentorConsole.card.aboutHint")}
        </p>
      </div>
      <TextField
        id="card-topics"
        label={t("mentorConsole.card.topics")}
        hint={t("mentorConsole.card.topicsHint")}
        value={values.topics}
        error={topicsError}
        onChange={(event) => set({ topics: event.target.value })}
      />
      <fieldset aria-describedby={languagesError ? "card-languages-error" : undefined}>
        <legend className="mb-1 block text-sm font-medium text-slate-800">{t("mentorConsole.card.languages")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MENTOR_LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                checked={values.languages.includes(language)}
                aria-invalid={languagesError ? true : undefined}
                onChange={(event) =>
                  set({
                    languages: MENTOR_LANGUAGES.filter((kept) =>
                      kept === language ? event.target.checked : values.languages.includes(kept),
                    ),
                  })
                }
                className="size-4 accent-brand-700"
              />
              {t(`mentors.languageNames.${language}`)}
            </label>
          ))}
        </div>
        {languagesError ? <FieldError id="card-languages-error" message={languagesError} /> : null}
      </fieldset>
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        {save.isPending ? t("mentorConsole.saving") : t("mentorConsole.card.save")}
      </button>
    </form>
  );
}
