import "../i18n.ts";
import { type SchoolRequestInput, SchoolRequestSchema } from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useRequestSchool } from "../api/schools-api.ts";

const empty: SchoolRequestInput = { schoolName: "", udiseCode: "", city: "", counsellorName: "", counsellorEmail: "" };

/** The "Schools" choice at /createAccount: a school asks for counsellor dashboards; an admin decides. */
export default function SchoolRequestPage() {
  usePageMeta(t("schools.request.title"), t("schools.request.description"));
  const form = useForm<SchoolRequestInput, unknown, z.infer<typeof SchoolRequestSchema>>({
    resolver: zodResolver(SchoolRequestSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, Object.keys(empty));
  const request = useRequestSchool();
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      await request.mutateAsync({ ...input, udiseCode: input.udiseCode ?? "" });
      form.reset(empty);
      setSent(true);
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t("schools.request.title")}</h1>
      <p className="mt-2 text-slate-700">{t("schools.request.intro")}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <FormAlert message={server.formError} />
        <TextField
          label={t("schools.request.schoolName")}
          error={errors.schoolName?.message}
          {...form.register("schoolName")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("schools.request.udiseCode")}
            inputMode="numeric"
            hint={t("schools.request.udiseHint")}
            error={errors.udiseCode?.message}
            {...form.register("udiseCode")}
          />
          <TextField label={t("schools.request.city")} error={errors.city?.message} {...form.register("city")} />
          <TextField
            label={t("schools.request.counsellorName")}
            autoComplete="name"
            error={errors.counsellorName?.message}
            {...form.register("counsellorName")}
          />
          <TextField
            label={t("schools.request.counsellorEmail")}
            type="email"
            autoComplete="email"
            error={errors.counsellorEmail?.message}
            {...form.register("counsellorEmail")}
          />
        </div>
        <p role="status" className="text-green-800">
          {sent ? t("schools.request.sent") : null}
        </p>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? t("schools.request.submitting") : t("schools.request.submit")}
        </button>
      </form>
    </div>
  );
}
