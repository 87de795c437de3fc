import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Staff who may sign in at /admin. Passwords are scrypt hashes, never plain text. */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-case so 'Admin' and 'admin' are one account. */
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
});
