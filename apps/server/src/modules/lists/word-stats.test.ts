import { describe, expect, it } from 'vitest';
import { estimatedShare, walkIsCheaper } from './word-stats.js';

const stats = {
  shares: new Map([
    ['best', 0.3],
    ['bests', 0.1],
    ['samurai', 0.02],
    ['l', 0.2],
  ]),
  least: 0.01,
};

describe('estimatedShare', () => {
  it('adds up the words a prefix begins, takes one-letter words whole, and multiplies the words', () => {
    expect(estimatedShare(stats, ['best'])).toBeCloseTo(0.4);
    expect(estimatedShare(stats, ['be', 'samu'])).toBeCloseTo(0.4 * 0.02);
    expect(estimatedShare(stats, ['l'])).toBeCloseTo(0.2);
  });

  it('gives a word the statistics do not list half the least common share', () => {
    expect(estimatedShare(stats, ['xq'])).toBeCloseTo(0.005);
    expect(estimatedShare(stats, ['b'])).toBeCloseTo(0.005);
  });
});

describe('walkIsCheaper', () => {
  it('walks for common words and reads the index for rare ones', () => {
    // 1,000,000 lists, a window of 101: a walk reads 101 ÷ share entries of an index, each about a
    // thirtieth of a match the GIN index fetches (share × 1,000,000).
    expect(walkIsCheaper(0.3, 101, 1_000_000)).toBe(true);
    expect(walkIsCheaper(0.005, 101, 1_000_000)).toBe(true);
    expect(walkIsCheaper(0.001, 101, 1_000_000)).toBe(false);
    expect(walkIsCheaper(0, 101, 1_000_000)).toBe(false);
  });

  it('counts each row a walk reads as much as a match', () => {
    // 0.005: 20,200 rows walked against 5,000 matches; 0.02: 5,050 against 20,000.
    expect(walkIsCheaper(0.005, 101, 1_000_000, true)).toBe(false);
    expect(walkIsCheaper(0.02, 101, 1_000_000, true)).toBe(true);
    expect(walkIsCheaper(0.3, 101, 1_000_000, true)).toBe(true);
  });
});
