import {
  PREFERRED_CONTACTS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_RELOAD_DELAY_MS,
  type SupportMessageFormValues,
  type SupportMessageInput,
  SupportMessageSchema,
} from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { RadioGroupField, TextAreaField } from "../../../components/ui/choice-fields.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { useSendSupportMessage } from "../api/support-api.ts";

type Sent = false | "sent" | "sentConfirm";

// the spec reloads the page after a message is sent; the confirmation is kept across it, for one showing
const SENT_KEY = "disha:support-sent";

// read during render (a render may be thrown away), forgotten once shown (forgetSentBeforeReload)
function sentBeforeReload(): Sent {
  try {
    const kept = window.sessionStorage.getItem(SENT_KEY);
    return kept === "sent" || kept === "sentConfirm" ? kept : false;
  } catch {
    // storage refused (a private window's quota): the confirmation was shown before the reload
    return false;
  }
}

function forgetSentBeforeReload() {
  try {
    window.sessionStorage.removeItem(SENT_KEY);
  } catch {
    // nothing was kept
  }
}

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
  const [sent, setSent] = useState<Sent>(false);
  // after the reload: the confirmation again, above a fresh form, in view
  const [sentEarlier] = useState(sentBeforeReload);
  const statusRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    if (!sentEarlier) return;
    forgetSentBeforeReload();
    statusRef.current?.scrollIntoView({ block: "center" });
  }, [sentEarlier]);

  useEffect(() => {
    if (!sent) return;
    // the spec's flow: confirm, then start afresh with a reload
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(SENT_KEY, sent);
      } catch {
        // no storage: the form starts afresh without the confirmation
      }
      window.location.reload();
    }, SUPPORT_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const shown = sent || sentEarlier;

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
      {/* beside Send, where the eye is when the answer comes: on a phone the form's top is scrolled away */}
      <div
        ref={statusRef}
        role="status"
        className={
          shown ? "scroll-mt-20 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-900" : "sr-only"
        }
      >
        {shown ? t(`support.form.${shown}`) : null}
      </div>
      <FormAlert message={server.formError} />
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || sent !== false}>
        {isSubmitting ? t("support.form.sending") : t("support.form.send")}
      </button>
    </form>
  );
}
