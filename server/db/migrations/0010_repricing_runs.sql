DROP INDEX "repricing_results_run_sku_idx";--> statement-breakpoint
ALTER TABLE "repricing_results" ADD CONSTRAINT "repricing_results_run_sku" UNIQUE("user_id","run_id","sku");