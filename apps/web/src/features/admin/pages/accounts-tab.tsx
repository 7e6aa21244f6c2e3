import "../i18n.ts";
import { QueryStatus } from "../../../components/ui/query-status.tsx";
import { ADMIN_GRANTABLE_ROLES, type AdminAccount, type AdminGrantableRole } from "@disha/shared";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles, TextField } from "../../../components/ui/form-field.tsx";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { useAccountAction, useAccounts } from "../api/admin-api.ts";
import { ActionError, adminMessages } from "../components/admin-query.tsx";

const roleName = (role: string) => t(`admin.accounts.roleNames.${role}` as MessageKey);

export default function AccountsTab() {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const accounts = useAccounts(query);
  const action = useAccountAction();
  return (
    <section aria-labelledby="accounts-heading" className="mt-6">
      <h2 id="accounts-heading" className="text-2xl font-semibold text-slate-900">
        {t("admin.accounts.heading")}
      </h2>
      <form
        role="search"
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <TextField
          label={t("admin.accounts.search")}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-64 flex-1"
        />
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.accounts.searchButton")}
        </button>
      </form>
      <ActionError error={action.error} />
      <QueryStatus query={accounts} messages={adminMessages} placement="card">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-6 text-slate-700">{t("admin.accounts.empty")}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {list.map((account) => (
                <li key={account.id}>
                  <AccountRow account={account} onAction={(next) => action.mutate(next)} busy={action.isPending} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}

type Action = Parameters<ReturnType<typeof useAccountAction>["mutate"]>[0];

function AccountRow({
  account,
  onAction,
  busy,
}: {
  account: AdminAccount;
  onAction: (action: Action) => void;
  busy: boolean;
}) {
  const [role, setRole] = useState<AdminGrantableRole | "">("");
  const grantable = ADMIN_GRANTABLE_ROLES.filter((candidate) => !account.roles.includes(candidate));
  const selectId = `grant-${account.id}`;
  return (
    <article aria-label={account.name} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900" translate="no">
            {account.name}
            {account.disabled ? (
              <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">
                {t("admin.accounts.disabled")}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700" translate="no">
            {account.email}
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => onAction({ kind: account.disabled ? "enable" : "disable", userId: account.id })}
        >
          {account.disabled
            ? t("admin.accounts.enable", { name: account.name })
            : t("admin.accounts.disable", { name: account.name })}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-800">{t("admin.accounts.roles")}:</span>
        {account.roles.map((held) =>
          held === "student" ? (
            <span key={held} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {roleName(held)}
            </span>
          ) : (
            <button
              key={held}
              type="button"
              disabled={busy}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
              aria-label={t("admin.accounts.revoke", { role: roleName(held), name: account.name })}
              onClick={() => onAction({ kind: "revoke", userId: account.id, role: held as AdminGrantableRole })}
            >
              {roleName(held)} ×
            </button>
          ),
        )}
      </div>
      {grantable.length > 0 ? (
        <form
          className="mt-3 flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (role !== "") onAction({ kind: "grant", userId: account.id, role });
            setRole("");
          }}
        >
          <label htmlFor={selectId} className="sr-only">
            {t("admin.accounts.grant", { name: account.name })}
          </label>
          <select
            id={selectId}
            value={role}
            onChange={(event) => setRole(event.target.value as AdminGrantableRole | "")}
            className={`${fieldInputStyles} w-auto`}
          >
            <option value="">{t("admin.accounts.chooseRole")}</option>
            {grantable.map((candidate) => (
              <option key={candidate} value={candidate}>
                {roleName(candidate)}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonStyles.secondary} disabled={busy || role === ""}>
            {t("admin.accounts.grantButton")}
          </button>
        </form>
      ) : null}
    </article>
  );
}
