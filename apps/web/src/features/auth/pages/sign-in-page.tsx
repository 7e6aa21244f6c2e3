import "../i18n.ts";
import { type SignInInput, SignInSchema } from "@disha/shared";
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
import { ProviderSignIn } from "../components/provider-sign-in.tsx";
import { useAuthSuccess } from "../hooks/use-auth-success.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";

export default function SignInPage() {
  usePageMeta(t("auth.signIn.title"), t("auth.signIn.description"));
  const form = useForm<SignInInput>({ resolver: zodResolver(SignInSchema), mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["email", "password"]);
  const onSuccess = useAuthSuccess();

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onSuccess(await authRequests.signIn(input));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <AuthCard
      title={t("auth.signIn.heading")}
      subtitle={t("auth.signIn.subtitle")}
      footer={
        <Trans
          k="auth.signIn.footer"
          parts={{
            link: (text) => (
              <Link to={paths.signUp.href()} className="font-semibold text-brand-800 underline">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <p className="text-right">
          <Link to={paths.forgotPassword.href()} className="inline-block py-1 font-semibold text-brand-800 underline">
            {t("auth.signIn.forgot")}
          </Link>
        </p>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t("auth.signIn.submitting") : t("auth.signIn.submit")}
        </button>
      </form>
      <ProviderSignIn />
    </AuthCard>
  );
}
