/**
 * `npm run admin -- <command>`: manages the admin accounts that sign in at /admin.
 *
 *   create <username> [--password <pw>] [--role <role>]
 *                                            new account (administrator unless --role says content_editor
 *                                            or chatbot_editor); prints a random password when none is given
 *   set-role <username> <role>               administrator, content_editor or chatbot_editor
 *   reset-password <username> [--password <pw>]
 *   list
 *   remove <username>
 *   set-email <username> <email>             Supabase Auth e-mail of the account (AUTH_PROVIDER=supabase)
 *
 * Works on DATABASE_URL when set, otherwise on the PGlite database in DATA_DIR (stop the server first).
 */
import { parseArgs } from "node:util";
import { generatePassword } from "../src/server/auth/passwords.ts";
import { withDatabase } from "../src/server/cli/with-database.ts";
import { AccountError, createAccount, linkSupabaseEmail, listAccounts, removeAccount, resetPassword, setRole } from "../src/server/services/admin-accounts.ts";

const usage = `Usage: npm run admin -- <command>
  create <username> [--password <password>] [--role administrator|content_editor|chatbot_editor]
  set-role <username> <administrator|content_editor|chatbot_editor>
  reset-password <username> [--password <password>]
  list
  remove <username>
  set-email <username> <email>      the account's Supabase Auth e-mail (AUTH_PROVIDER=supabase)
Without --password a random 20-character password is generated and printed once.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } } });
  const [command, username] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  const needsName = ["create", "set-role", "reset-password", "remove", "set-email"].includes(command);
  if (needsName && !username) {
    console.error(`'${command}' needs a username.\n\n${usage}`);
    return 1;
  }
  const password = values.password ?? generatePassword();
  const shown = values.password ? "" : `\n  password: ${password}\n  (shown only once; store it safely)`;

  return withDatabase(async (db) => {
    switch (command) {
      case "create":
        await createAccount(db, username!, password, values.role ?? "administrator");
        console.log(`Created ${values.role ?? "administrator"} account '${username!.toLowerCase()}'.${shown}`);
        return 0;
      case "set-role": {
        const role = positionals[2];
        if (!role) {
          console.error(`'set-role' needs a username and a role.\n\n${usage}`);
          return 1;
        }
        await setRole(db, username!, role);
        console.log(`'${username!.toLowerCase()}' is now ${role}.`);
        return 0;
      }
      case "reset-password":
        await resetPassword(db, username!, password);
        console.log(`Password of '${username!.toLowerCase()}' reset.${shown}`);
        return 0;
      case "list": {
        const accounts = await listAccounts(db);
        if (accounts.length === 0) console.log("No admin accounts.");
        for (const a of accounts) {
          console.log(`${a.username.padEnd(24)} ${a.role.padEnd(15)} created ${a.createdAt.toISOString().slice(0, 10)}  last sign-in ${a.lastLoginAt ? a.lastLoginAt.toISOString().replace("T", " ").slice(0, 16) : "never"}`);
        }
        return 0;
      }
      case "set-email": {
        const email = positionals[2];
        if (!email) {
          console.error(`'set-email' needs a username and an e-mail.\n\n${usage}`);
          return 1;
        }
        const { created } = await linkSupabaseEmail(db, username!, email);
        console.log(`${created ? "Created admin account" : "Admin account"} '${username!.toLowerCase()}' signs in as ${email.trim().toLowerCase()} with AUTH_PROVIDER=supabase.`);
        return 0;
      }
      case "remove":
        await removeAccount(db, username!);
        console.log(`Removed admin account '${username!.toLowerCase()}'.`);
        return 0;
      default:
        console.error(`Unknown command '${command}'.\n\n${usage}`);
        return 1;
    }
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof AccountError || (err instanceof Error && /DATA_DIR|environment/.test(err.message)) ? err.message : err);
    process.exit(1);
  },
);
