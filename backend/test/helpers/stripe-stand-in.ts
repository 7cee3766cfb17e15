import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, string>;
}

/**
 * A local HTTP stand-in for the few Stripe endpoints the service calls (customers and
 * PaymentIntents), since no machine here reaches Stripe. The SDK talks to it exactly as it would
 * to Stripe; every request is recorded for assertions.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private counter = 0;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = Object.fromEntries(new URLSearchParams(raw));
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        const reply = (status: number, json: object) => {
          res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.counter}` });
          res.end(JSON.stringify(json));
        };
        if (req.method === 'POST' && req.url === '/v1/customers') {
          return reply(200, { id: `cus_${++this.counter}`, object: 'customer', email: body.email, name: body.name, metadata: {} });
        }
        if (req.method === 'POST' && req.url === '/v1/payment_intents') {
          const id = `pi_${++this.counter}`;
          return reply(200, {
            id,
            object: 'payment_intent',
            amount: Number(body.amount),
            currency: body.currency,
            customer: body.customer,
            client_secret: `${id}_secret_${this.counter}`,
            status: 'requires_payment_method',
            metadata: { orderId: body['metadata[orderId]'] },
          });
        }
        reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
