CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "chatbot_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"welcome_message" text NOT NULL,
	"fallback_message" text NOT NULL,
	"max_response_length" integer DEFAULT 600 NOT NULL,
	"confidence_threshold" double precision DEFAULT 45 NOT NULL,
	"enable_suggestions" boolean DEFAULT true NOT NULL,
	"enable_analytics" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_config_single_row" CHECK ("chatbot_config"."id" = 1),
	CONSTRAINT "chatbot_config_max_response_length" CHECK ("chatbot_config"."max_response_length" between 50 and 2000),
	CONSTRAINT "chatbot_config_confidence_threshold" CHECK ("chatbot_config"."confidence_threshold" between 0 and 100)
);
