import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Settings that point the Twilio sender at the stand-in (the SID's shape is Twilio's). */
export const TWILIO_TEST = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'token-de-prueba-local',
  from: '+34910000000',
};

export type ReceivedSms = { to: string; from: string | null; service: string | null; body: string };

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json):
 * it checks what Twilio would check (the account in the path, Basic authentication with the
 * SID and auth token, a form body with To and Body) and answers as Twilio does, 201 with the
 * message, or Twilio's error shape. `failNext` makes the next sends fail with a 503.
 */
export async function startSmsStandIn() {
  const received: ReceivedSms[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const expectedPath = `/2010-04-01/Accounts/${TWILIO_TEST.accountSid}/Messages.json`;
      const expectedAuth = `Basic ${Buffer.from(`${TWILIO_TEST.accountSid}:${TWILIO_TEST.authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (request.method !== 'POST' || request.url !== expectedPath) {
        return answer(404, { code: 20404, message: 'Not found', status: 404 });
      }
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return answer(400, { code: 20001, message: 'Bad content type', status: 400 });
      }
      if (failures > 0) {
        failures -= 1;
        return answer(503, { code: 20500, message: 'Service unavailable', status: 503 });
      }
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        return answer(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      }
      if (!form.get('From') && !form.get('MessagingServiceSid')) {
        return answer(400, {
          code: 21603,
          message: "A 'From' phone number is required.",
          status: 400,
        });
      }
      const sms = {
        to,
        from: form.get('From'),
        service: form.get('MessagingServiceSid'),
        body: form.get('Body') ?? '',
      };
      received.push(sms);
      answer(201, {
        sid: `SM${String(received.length).padStart(32, '0')}`,
        account_sid: TWILIO_TEST.accountSid,
        to: sms.to,
        from: sms.from,
        body: sms.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    failNext(count: number) {
      failures = count;
    },
    /** The settings a test app needs to send its SMS here. */
    env: {
      TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
      TWILIO_FROM: TWILIO_TEST.from,
      TWILIO_API_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
