/**
 * Development helpers for money, mounted outside the tenant route table and only with the
 * development helpers on (DEV_HELPERS=1): the demo payment page's order lookup and outcome (the
 * server signs the gateway callback and posts it to itself, so the real verification path runs).
 * Withdrawal review is an operator action and not an endpoint: scripts/operator.ts.
 */
import { request } from 'node:http';
import { ApiError } from '../http/api-error.ts';
import type { Envelope } from '../http/envelope.ts';
import { defineEndpoint, type AnswerOf, type ApiContext } from '../http/handler.ts';
import { isExpired, orderExpired, orderForPayPage, orderView, type CallbackPayload } from '../payments/deposit.ts';
import { SIGNATURE_HEADER, signCallback } from '../payments/signature.ts';
import { randomBytes } from 'node:crypto';

export const MONEY_DEV_ROUTES = {
  devPayOrder: { method: 'GET', path: '/api/dev/pay/order' },
  devPay: { method: 'POST', path: '/api/dev/pay' },
} as const;

export const devPayOrder = defineEndpoint('devPayOrder', {
  auth: 'none',
  async handle({ db, tenantId, query }) {
    return orderView(await orderForPayPage(db, tenantId, query.order, query.token));
  },
});

/** Posts the signed callback to this very server (the address the request came in on). */
function postCallback(ctx: Pick<ApiContext, 'req' | 'tenantId'>, payload: CallbackPayload): Promise<{ status: number; text: string }> {
  const body = Buffer.from(JSON.stringify(payload));
  const socket = ctx.req.socket;
  const host = socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: host === '::' || host === '0.0.0.0' ? '127.0.0.1' : host,
        port: socket.localPort,
        path: '/api/payments/callback',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'x-tenant': ctx.tenantId,
          [SIGNATURE_HEADER]: signCallback(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const devPay = defineEndpoint('devPay', {
  auth: 'none',
  async handle(ctx) {
    const { db, tenantId, body, now } = ctx;
    const row = await orderForPayPage(db, tenantId, body.order, body.token);
    if (isExpired(row, now)) throw orderExpired();
    const order = orderView(row);
    const payload: CallbackPayload = {
      orderNo: order.orderNo,
      status: body.outcome === 'pay' ? 'paid' : 'failed',
      amount: order.amount,
      gatewayRef: `DEMO-${randomBytes(6).toString('hex').toUpperCase()}`,
    };
    const answer = await postCallback(ctx, payload);
    const envelope = JSON.parse(answer.text) as Envelope<AnswerOf<'paymentCallback'>>;
    if (!envelope.success) throw new ApiError(answer.status, envelope.code, envelope.message, envelope.value);
    return envelope.value;
  },
});
