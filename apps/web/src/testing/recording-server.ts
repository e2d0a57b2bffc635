import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server for a form's test that answers `method url` with `answer` and keeps every JSON
 * body it received in `requests` (emptied after each test). Registers its own lifecycle hooks.
 */
export function recordingServer(method: 'post' | 'put', url: string, answer: JsonBodyType = { message: 'ok' }) {
  const requests: unknown[] = [];
  const server = setupServer(
    http[method](url, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** The input labelled `label` (a required field's label ends with its *). */
export const inputLabelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
