import "../i18n.ts";
import { MIN_PASSWORD_LENGTH, ResetPasswordSchema } from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { authRequests } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";

// the token comes from the mailed link's address; the student types only the new password
const NewPasswordSchema = ResetPasswordSchema.pick({ newPassword: true });
type NewPasswordInput = { newPassword: string };

const linkTo = (href: string) =>
  function InlineLink(text: string) {
    return (
      <Link to={href} className="font-semibold text-brand-800 underline">
        {text}
      </Link>
    );
  };

export default function ResetPasswordPage() {
  usePageMeta(t("auth.resetPassword.title"), t("auth.resetPassword.description"));
  const [search] = useSearchParams();
  const token = search.get("token");
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(NewPasswordSchema), mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["newPassword"]);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    server.clearFormError();
    try {
      await authRequests.resetPassword({ token, newPassword });
      setDone(true);
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <AuthCard
      title={t("auth.resetPassword.heading")}
      subtitle={t("auth.resetPassword.subtitle")}
      footer={<Trans k="auth.forgotPassword.backToSignIn" parts={{ link: linkTo(paths.signIn.href()) }} />}
    >
      {!token ? (
        <p role="alert" className="text-slate-800">
          <Trans k="auth.resetPassword.noToken" parts={{ link: linkTo(paths.forgotPassword.href()) }} />
        </p>
      ) : done ? (
        <p role="status" className="font-semibold text-green-900">
          <Trans k="auth.resetPassword.doneSignIn" parts={{ link: linkTo(paths.signIn.href()) }} />
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {server.formError ? (
            <div className="space-y-2">
              <FormAlert message={server.formError} />
              <Link to={paths.forgotPassword.href()} className="font-semibold text-brand-800 underline">
                {t("auth.resetPassword.askAgain")}
              </Link>
            </div>
          ) : null}
          <TextField
            label={t("auth.resetPassword.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("auth.signUp.passwordHint", { min: MIN_PASSWORD_LENGTH })}
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
            {isSubmitting ? t("auth.resetPassword.submitting") : t("auth.resetPassword.submit")}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
