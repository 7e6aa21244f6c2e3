import "../i18n.ts";
import { type RequestPasswordResetInput, RequestPasswordResetSchema } from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { authRequests } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";

const signInLink = (text: string) => (
  <Link to={paths.signIn.href()} className="font-semibold text-brand-800 underline">
    {text}
  </Link>
);

export default function ForgotPasswordPage() {
  usePageMeta(t("auth.forgotPassword.title"), t("auth.forgotPassword.description"));
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(RequestPasswordResetSchema),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["email"]);
  // the answer is the same whether the address has an account, so the page says what happens if it does
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      await authRequests.requestPasswordReset(input);
      setSentTo(input.email);
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <AuthCard
      title={t("auth.forgotPassword.heading")}
      subtitle={t("auth.forgotPassword.subtitle")}
      footer={<Trans k="auth.forgotPassword.backToSignIn" parts={{ link: signInLink }} />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={server.formError} />
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t("auth.forgotPassword.submitting") : t("auth.forgotPassword.submit")}
        </button>
        <p role="status" className="text-sm text-green-900 empty:hidden">
          {sentTo ? t("auth.forgotPassword.sent", { email: sentTo }) : null}
        </p>
      </form>
    </AuthCard>
  );
}
