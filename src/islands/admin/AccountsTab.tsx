import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Plus, Trash2 } from "lucide-static";
import { ADMIN_ROLES, ROLE_LABELS, type AdminRole } from "../../shared/api/admin-role-values.ts";
import type { AdminAccount } from "../../shared/api/admin-accounts.ts";
import { $accountBusy, $newAccount, $newAccountErrors, accounts, changeRole, createAccount, removeAccount, resetAccountPassword } from "../../stores/admin/accounts.ts";
import { $adminSession } from "../../stores/admin/session.ts";
import { Icon } from "./parts/Icon.tsx";
import { useResource } from "./parts/use-resource.ts";
import { Loaded } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import { Options } from "../parts/Options.tsx";

/** The role choices of both role pickers (new account, existing account). */
const roleOptions = <Options items={ADMIN_ROLES} label={(r) => ROLE_LABELS[r]} />;

/** Accounts (administrators only): who may sign in, with which role; add, change role, new password, remove. */
export default function AccountsTab() {
  const state = useResource(accounts);
  const session = useStore($adminSession);
  const me = session.status === "authenticated" ? session.username : "";

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold">Accounts</h2>
        <p className="text-base-content/70 text-sm">
          Administrators may do everything; content editors run the lists (news, programs, forms, people, gallery, map); chatbot editors run the knowledge base and
          chatbot settings.
        </p>
      </div>
      <NewAccount />
      <Loaded state={state} onRetry={() => void accounts.load()}>
        {(list) => (
          <ul className="divide-base-200 bg-base-100 rounded-box divide-y" data-accounts>
            {list.map((a) => (
              <AccountRow key={a.username} account={a} self={a.username === me} />
            ))}
          </ul>
        )}
      </Loaded>
    </div>
  );
}

function NewAccount() {
  const form = useStore($newAccount);
  const errors = useStore($newAccountErrors);
  const busy = useStore($accountBusy);
  const field = (name: "username" | "password", label: string, type = "text") => (
    <div className="flex min-w-48 grow flex-col gap-1">
      <label htmlFor={`account-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`account-${name}`}
        type={type}
        autoComplete={type === "password" ? "new-password" : "off"}
        className={`input w-full ${errors[name] ? "input-error" : ""}`}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `account-${name}-error` : undefined}
        onChange={(e) => $newAccount.setKey(name, e.currentTarget.value)}
      />
      {errors[name] && (
        <p id={`account-${name}-error`} className="text-error text-sm">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form
      className="bg-base-100 rounded-box flex flex-wrap items-start gap-3 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void createAccount();
      }}
      data-new-account
    >
      {field("username", "Username")}
      <div className="flex min-w-48 flex-col gap-1">
        <label htmlFor="account-role" className="text-sm font-medium">
          Role
        </label>
        <select id="account-role" className="select" value={form.role} onChange={(e) => $newAccount.setKey("role", e.currentTarget.value as AdminRole)}>
          {roleOptions}
        </select>
      </div>
      {field("password", "First password (12+ characters)", "password")}
      <button type="submit" className="btn btn-primary mt-6" disabled={busy}>
        <Icon svg={Plus} />
        Add Account
      </button>
    </form>
  );
}

function AccountRow(props: { account: AdminAccount; self: boolean }) {
  const { account, self } = props;
  const busy = useStore($accountBusy);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const id = `account-${account.username.replace(/[^a-z0-9-]/g, "-")}`;

  return (
    <li className="flex flex-wrap items-end gap-3 px-4 py-3" data-account={account.username}>
      <div className="min-w-48 grow">
        <p className="font-semibold">
          {account.username} {self && <span className="badge badge-ghost">you</span>}
        </p>
        <p className="text-base-content/70 text-sm">Last sign-in: {account.lastLoginAt ? dateTime(account.lastLoginAt) : "never"}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role
        </label>
        <select
          id={`${id}-role`}
          className="select select-sm"
          value={account.role}
          disabled={busy || self}
          title={self ? "Another administrator may change your role" : undefined}
          onChange={(e) => void changeRole(account.username, e.currentTarget.value as AdminRole)}
        >
          {roleOptions}
        </select>
      </div>
      <form
        className="flex flex-col gap-1"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void resetAccountPassword(account.username, password).then((problem) => {
            setPasswordError(problem);
            if (!problem) setPassword("");
          });
        }}
      >
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          New password
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className={`input input-sm ${passwordError ? "input-error" : ""}`}
            value={password}
            aria-invalid={passwordError ? true : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-sm" disabled={busy}>
            Set
          </button>
        </div>
        {passwordError && <p className="text-error text-sm">{passwordError}</p>}
      </form>
      {!self &&
        (confirming ? (
          <button type="button" className="btn btn-sm btn-error" disabled={busy} onClick={() => void removeAccount(account.username).then(() => setConfirming(false))}>
            Remove {account.username}?
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-ghost text-error" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Remove ${account.username}`}>
            <Icon svg={Trash2} />
            Remove
          </button>
        ))}
    </li>
  );
}
