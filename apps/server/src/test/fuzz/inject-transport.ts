import type { FastifyInstance, InjectOptions } from 'fastify';
import { errorText, type Transport } from './transport.js';

/** Sends through `app.inject`: no socket, so it reaches the app's code but never Node's HTTP parser. */
export function injectTransport(app: FastifyInstance): Transport {
  return {
    name: 'inject',
    async send(request) {
      try {
        const response = await app.inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: request.headers,
          payload: request.body,
        });
        return { ok: true, response: { status: response.statusCode, headers: response.headers, body: response.body } };
      } catch (error) {
        return { ok: false, error: errorText(error) };
      }
    },
  };
}
