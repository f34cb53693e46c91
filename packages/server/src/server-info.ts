/** What `GET /api/1/version` reports (architecture §9); one place for the server's identity. */
export const SERVER_INFO = {
  apiVersion: '2',
  serverName: 'Crosspoint',
  serverVersion: '0.1.0',
} as const;
