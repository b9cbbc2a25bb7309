// Sends contact messages on by e-mail when SMTP_URL is set; without it they are only stored.
import nodemailer from 'nodemailer';
import type { ContactRequest } from '@ceylon/shared/domain';
import type { ApiConfig } from '../config';

export interface Mailer {
  sendContactMessage(message: ContactRequest): Promise<void>;
}

export function createMailer(config: ApiConfig): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async sendContactMessage(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: config.mailTo,
        replyTo: { name: message.name, address: message.email },
        subject: `[Contact] ${message.subject}`,
        text: `${message.message}\n\n— ${message.name} <${message.email}>`,
      });
    },
  };
}
