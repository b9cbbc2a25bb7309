// The e2e run's mail server: a real SMTP server (the API's test server, api/src/mail) that the
// site sends to (SMTP_URL in playwright.config.ts), and a small HTTP side where specs read what
// arrived: GET /mails lists every message received, parsed, attachments included.
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../api/src/test/test-smtp-server';

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 8091);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_PORT ?? 8092);

async function main(): Promise<void> {
  const smtp = await startTestSmtpServer(SMTP_PORT);
  const http = createServer((request, response) => {
    if (request.url === '/mails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(smtp.received));
      return;
    }
    if (request.url === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
  http.listen(MAIL_HTTP_PORT, '127.0.0.1', () =>
    console.log(`Mail sink: SMTP ${smtp.url}, mails on http://127.0.0.1:${MAIL_HTTP_PORT}/mails`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      http.close();
      void smtp.stop().then(() => process.exit(0));
    });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
