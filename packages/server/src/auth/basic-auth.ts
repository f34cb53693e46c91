/** Credentials from an `Authorization: Basic …` header. */
export interface Credentials {
  username: string;
  password: string;
}

/** The realm the browser shows in its sign-in prompt. */
export const AUTH_REALM = 'Crosspoint';
export const WWW_AUTHENTICATE = `Basic realm="${AUTH_REALM}", charset="UTF-8"`;

/** Parses a Basic authorization header; undefined when absent or malformed. */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Builds a Basic authorization header value (used by tests and clients). */
export function basicAuthHeader(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
