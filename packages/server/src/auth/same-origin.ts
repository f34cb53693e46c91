/**
 * Whether a request comes from another origin (architecture §7). Browsers send `Origin` on
 * unsafe requests and `Sec-Fetch-Site` on all; either one naming another site is enough to
 * refuse. Requests without these headers (curl, tests, other devices) are not browsers and
 * are allowed.
 */
export function isCrossOrigin(headers: {
  origin?: string | undefined;
  host?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== (headers.host ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/** Methods that change state and so must come from our own origin. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
