/**
 * The Accounts tab (administrators only): the accounts with their roles, and the actions to add one,
 * change a role, set a new password and remove one. The server keeps the rules (not one's own account,
 * not the last administrator); the store shows its sentence when it refuses.
 */
import { atom, map } from "nanostores";
import { AccountCreate, AdminAccount, AdminAccountList, NewPassword } from "../../shared/api/admin-accounts.ts";
import type { AdminRole } from "../../shared/api/admin-role-values.ts";
import { showToast } from "../toast.ts";
import { resource } from "./loadable.ts";
import { adminCall, adminSend, errorText } from "./request.ts";

export const ACCOUNTS_PATH = "/api/admin/accounts";
export const accounts = resource(() => ACCOUNTS_PATH, AdminAccountList);

export interface NewAccountForm {
  username: string;
  role: AdminRole;
  password: string;
}
export const EMPTY_ACCOUNT: NewAccountForm = { username: "", role: "content_editor", password: "" };
export const $newAccount = map<NewAccountForm>({ ...EMPTY_ACCOUNT });
export const $newAccountErrors = atom<Record<string, string>>({});
export const $accountBusy = atom(false);

/** The contract's first message per field of the new-account form. */
export function validateNewAccount(form: NewAccountForm): Record<string, string> {
  const result = AccountCreate.safeParse(form);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return errors;
}

async function run(title: string, work: () => Promise<string>): Promise<boolean> {
  if ($accountBusy.get()) return false;
  $accountBusy.set(true);
  try {
    showToast({ title, description: await work() });
    await accounts.load();
    return true;
  } catch (err) {
    showToast({ title: "Account Not Changed", description: errorText(err), variant: "destructive" });
    return false;
  } finally {
    $accountBusy.set(false);
  }
}

/** POST the new-account form; it empties on success. */
export async function createAccount(): Promise<boolean> {
  const form = $newAccount.get();
  const errors = validateNewAccount(form);
  $newAccountErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  const ok = await run("Account Added", async () => {
    const created = await adminCall(ACCOUNTS_PATH, AdminAccount, { method: "POST", body: { ...form, username: form.username.trim() } });
    return `${created.username} can now sign in.`;
  });
  if (ok) $newAccount.set({ ...EMPTY_ACCOUNT });
  return ok;
}

export async function changeRole(username: string, role: AdminRole): Promise<boolean> {
  return run("Role Changed", async () => {
    await adminCall(`${ACCOUNTS_PATH}/${encodeURIComponent(username)}`, AdminAccount, { method: "PATCH", body: { role } });
    return `${username} is now ${role.replace("_", " ")}.`;
  });
}

/** A new password for an account (its sessions end); answers the sentence to show when the password is refused. */
export async function resetAccountPassword(username: string, password: string): Promise<string | undefined> {
  const checked = NewPassword.safeParse(password);
  if (!checked.success) return checked.error.issues[0]?.message;
  const ok = await run("Password Reset", async () => {
    await adminCall(`${ACCOUNTS_PATH}/${encodeURIComponent(username)}`, AdminAccount, { method: "PATCH", body: { password } });
    return `${username} must sign in again with the new password.`;
  });
  return ok ? undefined : "The password was not changed.";
}

export async function removeAccount(username: string): Promise<boolean> {
  return run("Account Removed", async () => {
    await adminSend(`${ACCOUNTS_PATH}/${encodeURIComponent(username)}`, { method: "DELETE" });
    return `${username} can no longer sign in.`;
  });
}
