import { restoreCommand } from '../server/ops/backup/commands';

/** `npm run restore -- FILE` (server/ops/backup/commands.ts). */
restoreCommand(process.argv[2]).then(
  (done) => console.log(done),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
