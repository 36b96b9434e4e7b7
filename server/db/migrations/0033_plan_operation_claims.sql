-- A step claims its operation in its transaction and calls the marketplace after the commit: until the
-- marketplace answers, the claimed operation has no handle.
ALTER TABLE "nsession_operations" ALTER COLUMN "operation" DROP NOT NULL;