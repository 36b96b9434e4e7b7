import { backupCommand } from '../server/ops/backup/commands';

/** `npm run backup -- FILE` (server/ops/backup/commands.ts). */
backupCommand(process.argv[2]).then(
  (done) => console.log(done),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
