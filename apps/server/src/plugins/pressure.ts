import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface PressureOptions {
  /** Mean event-loop delay over a sample above which requests are shed (ms); 0 never sheds. */
  maxEventLoopDelayMs?: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs?: number;
}

/** Seconds a shed client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_S = 5;

/**
 * When the event loop is saturated, new requests get an immediate 503 with Retry-After rather than
 * queueing behind work the process cannot finish in time (the error handler gives it our shape). A
 * load balancer sees it on /api/health too and sends traffic to another process.
 */
export const pressurePlugin = fp(async (app: FastifyInstance, options: PressureOptions) => {
  await app.register(underPressure, {
    // Delay, not utilization: a busy process near 100% utilization still answers in time (that is
    // a benchmark's steady state); a mean delay of a second means every answer is late.
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 1000,
    sampleInterval: options.sampleIntervalMs ?? 1000,
    retryAfter: SHED_RETRY_AFTER_S,
  });
});
