import {
  PREFERRED_CONTACTS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_RELOAD_DELAY_MS,
  type SupportMessageFormValues,
  type SupportMessageInput,
  SupportMessageSchema,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { RadioGroupField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useSendSupportMessage } from "../api/support-api.ts";

const emptyMessage: SupportMessageFormValues = { name: "", email: "", phone: "", preferredContact: "", message: "" };
const fieldNames = Object.keys(emptyMessage);

/**
 * The "Send Us A Message" form. The browser checks the required fields first; the shared schema
 * checks the rest here and again on the server.
 */
export function SupportMessageForm() {
  const form = useForm<SupportMessageFormValues, unknown, SupportMessageInput>({
    resolver: zodResolver(SupportMessageSchema),
    defaultValues: emptyMessage,
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, fieldNames);
  const sendMessage = useSendSupportMessage();
  // signed out, the answer waits for the address to be confirmed from the link we mail
  const [sent, setSent] = useState<false | "sent" | "sentConfirm">(false);
  const ids = useId();

  useEffect(() => {
    if (!sent) return;
    // the spec's flow: confirm, then start afresh with a reload
    const timer = window.setTimeout(() => window.location.reload(), SUPPORT_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      const { message } = await sendMessage.mutateAsync(input);
      form.reset(emptyMessage);
      setSent(message.userId === null ? "sentConfirm" : "sent");
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold text-slate-900">
        {t("support.form.heading")}
      </h2>
      <div
        role="status"
        className={sent ? "rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-900" : "sr-only"}
      >
        {sent ? t(`support.form.${sent}`) : null}
      </div>
      <FormAlert message={server.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("support.form.name")}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t("support.form.email")}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={t("support.form.phone")}
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <RadioGroupField
          legend={t("support.form.preferredContact")}
          options={PREFERRED_CONTACTS.map((contact) => ({
            value: contact,
            label: t(`support.form.contacts.${contact}`),
          }))}
          error={errors.preferredContact?.message}
          registration={form.register("preferredContact")}
        />
      </div>
      <TextAreaField
        label={t("support.form.message")}
        rows={5}
        required
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || sent !== false}>
        {isSubmitting ? t("support.form.sending") : t("support.form.send")}
      </button>
    </form>
  );
}
