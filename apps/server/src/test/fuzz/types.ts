/** Who sends a request: nobody, or the fuzzer's own signed-in account. */
export type Caller = 'visitor' | 'user';

/** What the generator knows about the server under test, learnt once at the start of a run. */
export interface FuzzContext {
  /** The fuzzer's own account, registered and signed in through the API. */
  userId: number;
  email: string;
  password: string;
  /** An image the fuzzer uploaded, so `GET /api/uploads/{id}` can answer 200. */
  uploadId?: string;
  /** Ids from 1 to this one are likely to exist (demo members, the admin, the fuzzer). */
  maxKnownUserId: number;
}

/** One generated request; `seed` and `index` are enough to generate it again. */
export interface FuzzRequest {
  seed: number;
  index: number;
  caller: Caller;
  method: string;
  /** Path and query exactly as sent (already percent-encoded where it should be). */
  url: string;
  /** Operation template it was generated from, e.g. `PUT /api/update/{userId}`. */
  operation: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** A short human description of the mutation, for the report. */
  mutation: string;
}

/** What came back, whatever the transport. */
export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
