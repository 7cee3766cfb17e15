import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, string>;
}

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  client_secret: string;
  status: IntentStatus;
  metadata: Record<string, string>;
}

/**
 * A local HTTP stand-in for the few Stripe endpoints the service calls (customers, and creating,
 * reading and cancelling PaymentIntents), since no machine here reaches Stripe. Cancelling follows
 * Stripe: an intent that succeeded or is processing cannot be cancelled. The SDK talks to it exactly as it would
 * to Stripe; every request is recorded for assertions.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private counter = 0;
  private readonly intents = new Map<string, StoredIntent>();

  /** What a buyer's browser and bank do with the intent meanwhile (paid, or the bank still deciding). */
  setIntentStatus(id: string, status: IntentStatus): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    intent.status = status;
    intent.amount_received = status === 'succeeded' ? intent.amount : 0;
  }

  intentStatus(id: string): IntentStatus | undefined {
    return this.intents.get(id)?.status;
  }

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
          const intent: StoredIntent = {
            id,
            object: 'payment_intent',
            amount: Number(body.amount),
            amount_received: 0,
            currency: body.currency,
            customer: body.customer,
            client_secret: `${id}_secret_${this.counter}`,
            status: 'requires_payment_method',
            metadata: { orderId: body['metadata[orderId]'] },
          };
          this.intents.set(id, intent);
          return reply(200, intent);
        }
        const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/cancel)?(?:\?.*)?$/.exec(req.url ?? '');
        const intent = intentPath ? this.intents.get(intentPath[1]) : undefined;
        if (intentPath && !intent) {
          return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentPath[1]}'` } });
        }
        if (intent && req.method === 'GET' && !intentPath![2]) return reply(200, intent);
        if (intent && req.method === 'POST' && intentPath![2]) {
          if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
            return reply(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            });
          }
          intent.status = 'canceled';
          return reply(200, intent);
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
