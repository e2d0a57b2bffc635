import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** The header a rendered page's in-process API calls carry: this process's token and the page's request id. */
export const PAGE_REQUEST_HEADER = 'x-pepites-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Log lines of the API calls a page makes while the server renders it name that page's request
 * (`pageReqId`), so one page view can be followed through the log. Only this process's calls are
 * believed: the header must carry a token drawn at start, which never leaves the process.
 */
export function pageRequestLogging(): {
  token: string;
  childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']>;
} {
  const token = randomUUID();
  return {
    token,
    childLoggerFactory(logger, bindings, options, rawRequest) {
      const header = rawRequest.headers[PAGE_REQUEST_HEADER];
      const [sentToken, pageRequestId] = typeof header === 'string' ? header.split(' ') : [];
      const fromPage = sentToken === token && pageRequestId !== undefined && UUID.test(pageRequestId);
      return logger.child(fromPage ? { ...bindings, pageReqId: pageRequestId } : bindings, options);
    },
  };
}
