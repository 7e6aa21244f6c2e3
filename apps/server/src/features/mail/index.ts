// what other features may use of mail: one function that sends (SMTP) or stores (the outbox)
export { sendMail, type MailTarget } from "./service.ts";
export { type MailMessage, smtpConfigured } from "./transport.ts";
