import { type SignUpInput, SignUpSchema } from "@disha/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { useServerErrors } from "../../../lib/use-server-errors.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { useAuthSuccess } from "../hooks/use-auth-success.ts";

export default function SignUpPage() {
  usePageMeta("Sign up", "Create your free Disha account to get career guidance.");
  const form = useForm<SignUpInput>({ resolver: zodResolver(SignUpSchema), mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(form.setError, ["name", "email", "password"]);
  const onSuccess = useAuthSuccess();

  const onSubmit = form.handleSubmit(async (input) => {
    server.clearFormError();
    try {
      onSuccess(await authApi.signUp(input));
    } catch (error) {
      server.showServerError(error);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free for students. It takes a minute."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.signIn.href()} className="font-semibold text-brand-800 underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={server.formError} />
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register("password")}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? "Signing up…" : "Sign up"}
        </button>
      </form>
    </AuthCard>
  );
}
