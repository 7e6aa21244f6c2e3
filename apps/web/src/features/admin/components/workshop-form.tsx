import {
  type AdminWorkshop,
  WORKSHOP_COVERS,
  type WorkshopFormInput,
  type WorkshopFormValues,
  WorkshopFormSchema,
  istDate,
  istTime,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { RadioGroupField, SelectField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useSaveWorkshop } from "../api/admin-api.ts";

const fieldNames = [
  "title",
  "instructor",
  "topic",
  "about",
  "date",
  "time",
  "durationMinutes",
  "capacity",
  "meetingUrl",
  "cover",
  "status",
] as const;

function defaultsOf(workshop: AdminWorkshop | null): WorkshopFormValues {
  if (!workshop) {
    return {
      title: "",
      instructor: "",
      topic: "",
      about: "",
      date: "",
      time: "",
      durationMinutes: 60,
      capacity: 50,
      meetingUrl: "",
      cover: "",
      status: "scheduled",
    };
  }
  return {
    title: workshop.title,
    instructor: workshop.instructor,
    topic: workshop.topic,
    about: workshop.about,
    date: istDate(workshop.startsAt),
    time: istTime(workshop.startsAt),
    durationMinutes: workshop.durationMinutes,
    capacity: workshop.capacity,
    meetingUrl: workshop.meetingUrl,
    cover: workshop.cover ?? "",
    // a draft being edited is usually being scheduled
    status: "scheduled",
  };
}

/** Creates a workshop (workshop null) or edits one: its date and time are India time. */
export function WorkshopForm({
  workshop,
  onSaved,
  onClose,
}: {
  workshop: AdminWorkshop | null;
  onSaved: (workshop: AdminWorkshop) => void;
  onClose: () => void;
}) {
  const form = useForm<WorkshopFormValues, unknown, WorkshopFormInput>({
    resolver: zodResolver(WorkshopFormSchema),
    mode: "onTouched",
    defaultValues: defaultsOf(workshop),
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const save = useSaveWorkshop(workshop?.id ?? null);
  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onSaved(await save.mutateAsync(input));
    } catch (error) {
      server.showServerError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <FormAlert message={server.formError} />
      <TextField label={t("admin.workshops.form.title")} error={errors.title?.message} {...form.register("title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("admin.workshops.form.instructor")}
          error={errors.instructor?.message}
          {...form.register("instructor")}
        />
        <TextField label={t("admin.workshops.form.topic")} error={errors.topic?.message} {...form.register("topic")} />
      </div>
      <TextAreaField
        label={t("admin.workshops.form.about")}
        error={errors.about?.message}
        rows={3}
        {...form.register("about")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("admin.workshops.form.date")}
          type="date"
          error={errors.date?.message}
          {...form.register("date")}
        />
        <TextField
          label={t("admin.workshops.form.time")}
          type="time"
          error={errors.time?.message}
          {...form.register("time")}
        />
        <TextField
          label={t("admin.workshops.form.duration")}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          error={errors.durationMinutes?.message}
          {...form.register("durationMinutes")}
        />
        <TextField
          label={t("admin.workshops.form.capacity")}
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.capacity?.message}
          {...form.register("capacity")}
        />
      </div>
      <TextField
        label={t("admin.workshops.form.meetingUrl")}
        type="url"
        hint={t("admin.workshops.form.meetingUrlHint")}
        error={errors.meetingUrl?.message}
        {...form.register("meetingUrl")}
      />
      <SelectField
        label={t("admin.workshops.form.cover")}
        placeholder={t("admin.workshops.form.coverAuto")}
        options={WORKSHOP_COVERS.map((cover) => ({
          value: cover,
          label: t(`admin.workshops.form.covers.${cover}` as MessageKey),
        }))}
        error={errors.cover?.message}
        {...form.register("cover")}
      />
      <RadioGroupField
        legend={t("admin.workshops.form.status")}
        options={[
          { value: "scheduled", label: t("admin.workshops.form.statusScheduled") },
          { value: "draft", label: t("admin.workshops.form.statusDraft") },
        ]}
        error={errors.status?.message}
        registration={form.register("status")}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? t("admin.workshops.form.saving") : t("admin.workshops.form.save")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("admin.workshops.form.close")}
        </button>
      </div>
    </form>
  );
}
