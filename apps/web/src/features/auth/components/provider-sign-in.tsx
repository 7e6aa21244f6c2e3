import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { authApi } from "../../../lib/auth/auth-api.ts";

interface Provider {
  id: string;
  name: string;
}

/** "Continue with …" for each OpenID Connect provider the operator configured; nothing otherwise. */
export function ProviderSignIn() {
  const [providers, setProviders] = useState<Provider[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [searchParams] = useSearchParams();

  useEffect(() => {
    authApi.providers().then(
      ({ providers: configured }) => setProviders(configured),
      () => setProviders([]),
    );
  }, []);

  if (providers.length === 0) return null;
  const returnedWithError = searchParams.get("error") === "provider";
  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
      <FormAlert message={failed ?? (returnedWithError ? "Signing in with your provider did not work. Please try again." : null)} />
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          onClick={() => {
            setFailed(null);
            authApi.signInWithProvider(provider.id).then(
              ({ url }) => window.location.assign(url),
              () => setFailed(`We could not reach ${provider.name}. Please try again.`),
            );
          }}
        >
          Continue with {provider.name}
        </button>
      ))}
    </div>
  );
}
