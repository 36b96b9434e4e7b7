import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { outboundEmails } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** One file per message, named so that a folder listing reads in the order they were sent. */
async function writeMailFile(folder: string, mail: Mail, id: number) {
  await mkdir(folder, { recursive: true });
  const name = `${String(id).padStart(6, '0')}-${mail.to.replace(/[^\w.@-]/g, '_')}.txt`;
  await writeFile(path.join(folder, name), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
}

/**
 * Folio's mail transport without a mail server: every message is kept in outbound_emails and
 * written to the server log, where an operator running `npm start` sees the links it carries;
 * with a mail folder configured, each is also written there as a text file.
 */
export function createLogMailer(db: Database, log: Pick<FastifyBaseLogger, 'info'>, mailDir?: string): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .insert(outboundEmails)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outboundEmails.id });
      log.info({ to: mail.to, subject: mail.subject }, `mail: ${mail.subject}\n${mail.text}`);
      if (mailDir) await writeMailFile(mailDir, mail, row!.id);
    },
  };
}
