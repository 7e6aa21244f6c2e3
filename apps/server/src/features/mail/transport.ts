import type { MailAttachment, MailKind } from "@disha/shared";
import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "../../env.ts";

/** One message to one address. */
export interface MailMessage {
  kind: MailKind;
  to: { address: string; userId?: string | null };
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export function smtpConfigured(env: Env): boolean {
  return env.SMTP_URL !== undefined || env.SMTP_HOST !== undefined;
}

// one transporter per environment: nodemailer opens a connection per message, so there is nothing to close
// eslint-disable-next-line no-restricted-syntax -- not a cache: one SMTP connection pool per configuration
const transporters = new WeakMap<Env, Transporter>();

function transporterFor(env: Env): Transporter {
  let transporter = transporters.get(env);
  if (!transporter) {
    transporter = env.SMTP_URL
      ? nodemailer.createTransport(env.SMTP_URL)
      : nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE === "true",
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
        });
    transporters.set(env, transporter);
  }
  return transporter;
}

/** Hands the message to the configured SMTP server; throws when the server refuses it. */
export async function sendOverSmtp(env: Env, message: MailMessage): Promise<void> {
  await transporterFor(env).sendMail({
    from: env.MAIL_FROM,
    to: message.to.address,
    subject: message.subject,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  });
}
