import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/** Staff who may sign in at /admin. Passwords are scrypt hashes, never plain text. */
export const adminUsers = pgTable(
  "admin_users",
  {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-case so 'Admin' and 'admin' are one account. */
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** administrator, content_editor or chatbot_editor (ADMIN_ROLES); decides what the console allows. */
  role: text("role").notNull().default("administrator"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [check("admin_users_role", sql`${t.role} in ('administrator', 'content_editor', 'chatbot_editor')`)],
);

/**
 * Signed-in admin sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * the database cannot be replayed as a cookie. Idle and absolute expiry are checked on every use.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session (12 hours after sign-in). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/** Every sign-in attempt, for the lockout (5 failures per username, 20 per address, in 15 minutes). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As typed, lower-cased: attempts on names that do not exist count too. */
    username: text("username").notNull(),
    /** Keyed hash of the client address, never the address itself. */
    addressHash: text("address_hash").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_attempts_username_idx").on(t.username, t.createdAt), index("login_attempts_address_idx").on(t.addressHash, t.createdAt)],
);

/**
 * Who changed what and when in the admin console (sign-ins and sign-outs included). The username is
 * copied, not referenced, so the history outlives a removed account. Never updated or deleted by the app.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    username: text("username").notNull(),
    /** knowledge.create, knowledge.update, knowledge.delete, knowledge.import, config.update, session.login, session.logout. */
    action: text("action").notNull(),
    /** What was changed, e.g. 'knowledge #12'. */
    target: text("target"),
    /** A short summary: changed fields with old and new values, counts of an import. */
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [index("admin_audit_log_at_idx").on(t.at.desc(), t.id.desc())],
);

/**
 * The e-mail of an admin's Supabase Auth account, for sign-in with AUTH_PROVIDER=supabase: staff type
 * their username, Supabase checks the password of this e-mail, and our own session is issued to the
 * admin_users row. Row level security on, like every table (docs/architecture.md).
 */
export const adminProfiles = pgTable("admin_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** Stored lower-case, as Supabase Auth compares e-mails. */
  email: text("email").notNull().unique(),
  updatedAt: updatedAt(),
}).enableRLS();
