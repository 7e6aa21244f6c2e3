import "../i18n.ts";
import { MIN_PASSWORD_LENGTH, type SignUpInput, SignUpSchema } from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { authRequests } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { useAuthSuccess } from "../hooks/use-auth-success.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

export default function SignUpPage() {
  usePageMeta(t("auth.signUp.title"), t("auth.signUp.description"));
  const form = useForm<SignUpInput>({ resolver: zodResolver(SignUpSchema), mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["name", "email", "password"]);
  const onSuccess = useAuthSuccess();

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onSuccess(await authRequests.signUp(input));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <AuthCard
      title={t("auth.signUp.heading")}
      subtitle={t("auth.signUp.subtitle")}
      footer={
        <Trans
          k="auth.signUp.footer"
          parts={{
            link: (text) => (
              <Link to={paths.signIn.href()} className="font-semibold text-brand-800 underline">
                {text}
              </Link>
            ),
          }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={server.formError} />
        <TextField
          label={t("auth.signUp.name")}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          hint={t("auth.signUp.passwordHint", { min: MIN_PASSWORD_LENGTH })}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <p className="text-sm text-slate-700">
          <Trans
            k="auth.signUp.privacy"
            parts={{
              link: (text) => (
                <Link to={paths.privacy.href()} className="font-semibold text-brand-800 underline">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
        </button>
      </form>
    </AuthCard>
  );
}
