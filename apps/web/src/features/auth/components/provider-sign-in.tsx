import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { authRequests } from "../api/auth-api.ts";
import { t } from "../../../lib/i18n/i18n.ts";

interface Provider {
  id: string;
  name: string;
}

/** "Continue with …" for each OpenID Connect provider the operator configured; nothing otherwise. */
export function ProviderSignIn() {
  const [providers, setProviders] = useState<Provider[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const { search } = useLocation();

  useEffect(() => {
    authRequests.providers().then(
      ({ providers: configured }) => setProviders(configured),
      () => setProviders([]),
    );
  }, []);

  if (providers.length === 0) return null;
  const returnedWithError = new URLSearchParams(search).get("error") === "provider";
  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
      <FormAlert message={failed ?? (returnedWithError ? t("auth.provider.returnedWithError") : null)} />
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          onClick={() => {
            setFailed(null);
            authRequests.signInWithProvider(provider.id).then(
              ({ url }) => window.location.assign(url),
              () => setFailed(t("auth.provider.unreachable", { provider: provider.name })),
            );
          }}
        >
          {t("auth.provider.continueWith", { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
