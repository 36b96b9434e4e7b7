-- Each seller's machine context version (server/modules/sorter/sorterContextChanges.ts): an instance
-- of several checks a kept context against it before a machine call is decided by it.
-- (The snapshot also learns price_feed_files.push, which 0030 added but 0031's snapshot missed.)
CREATE TABLE "sorter_context_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sorter_context_versions" ADD CONSTRAINT "sorter_context_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
