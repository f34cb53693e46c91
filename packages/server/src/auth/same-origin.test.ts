// architecture §7: unsafe methods from another origin are refused.
import { describe, expect, it } from 'vitest';
import { isCrossOrigin } from './same-origin';

describe('isCrossOrigin', () => {
  it.each([
    [{ host: 'localhost:8080' }, false],
    [{ host: 'localhost:8080', origin: 'http://localhost:8080' }, false],
    [{ host: 'LOCALHOST:8080', origin: 'http://localhost:8080' }, false],
    [{ host: 'localhost:8080', origin: 'http://localhost:9090' }, true],
    [{ host: 'localhost:8080', origin: 'http://evil.example' }, true],
    [{ host: 'localhost:8080', origin: 'null' }, true],
    [{ host: 'localhost:8080', origin: 'not a url' }, true],
    [{ host: 'localhost:8080', 'sec-fetch-site': 'cross-site' }, true],
    [{ host: 'localhost:8080', 'sec-fetch-site': 'same-origin' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isCrossOrigin(headers)).toBe(expected);
  });
});
