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

/**
 * Folio's mail transport without a mail server: every message is kept in outbound_emails and
 * written to the server log, where an operator running `npm start` sees the links it carries.
 */
export function createLogMailer(db: Database, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(mail) {
      await db.insert(outboundEmails).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, `mail: ${mail.subject}\n${mail.text}`);
    },
  };
}
