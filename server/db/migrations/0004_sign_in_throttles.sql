CREATE TABLE "sign_in_throttles" (
	"realm" text NOT NULL,
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_realm_email_client_pk" PRIMARY KEY("realm","email","client")
);
