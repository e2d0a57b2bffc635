import { describe, expect, it } from 'vitest';
import { createPace } from './pace.js';

/** A clock that moves only when the pace waits: the schedule is read, never timed. */
function fakeClock() {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    now: () => now,
    wait: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms: number) => void (now += ms),
    waits,
    elapsed: () => now - 1_000_000,
  };
}

describe('the pace of requests to an outside service', () => {
  it('lets at most `perSecond` go in a second, evenly spaced', async () => {
    const clock = fakeClock();
    const pace = createPace({ perSecond: 40, now: clock.now, wait: clock.wait });
    const starts: number[] = [];
    for (let index = 0; index < 41; index += 1) {
      await pace.turn();
      starts.push(clock.elapsed());
    }
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBe(25);
    // The 41st starts a full second after the first: 40 in any second.
    expect(starts[40]).toBe(1000);
    expect(new Set(starts.slice(1).map((start, index) => start - starts[index]!))).toEqual(new Set([25]));
  });

  it('sends nothing while the service asked to wait, then resumes at its pace', async () => {
    const clock = fakeClock();
    const pace = createPace({ perSecond: 10, now: clock.now, wait: clock.wait });
    await pace.turn();
    pace.pauseFor(3000);
    // A shorter wait asked later does not shorten it.
    pace.pauseFor(500);
    await pace.turn();
    expect(clock.elapsed()).toBe(3000);
    await pace.turn();
    expect(clock.elapsed()).toBe(3100);
  });

  it('sends a caller whose slot fell inside a pause announced meanwhile after the pause', async () => {
    let now = 0;
    const sleepers: { until: number; wake: () => void }[] = [];
    const pace = createPace({
      perSecond: 1,
      now: () => now,
      wait: (ms) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
    });
    await pace.turn();
    const second = pace.turn().then(() => now);
    await Promise.resolve();
    pace.pauseFor(5000);
    // The clock reaches the second caller's slot (1 s) inside the pause: it goes when the pause ends.
    for (let guard = 0; sleepers.length > 0 && guard < 10; guard += 1) {
      const sleeper = sleepers.shift()!;
      now = sleeper.until;
      sleeper.wake();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await second).toBe(5000);
  });

  it('does not hold a request the pace has room for', async () => {
    const clock = fakeClock();
    const pace = createPace({ perSecond: 4, now: clock.now, wait: clock.wait });
    await pace.turn();
    clock.advance(10_000);
    await pace.turn();
    expect(clock.waits).toEqual([]);
  });
});
