import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { LIMITS } from '@crosspoint/protocol/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@crosspoint/protocol/live';
import type { LiveSocket } from './live-client';

/**
 * Opens the live socket on the console's own origin at the root path (architecture §5); the
 * browser's basic-auth credentials go with the handshake. Reconnection every second without
 * limit (device spec §9).
 */
export function openLiveSocket(): LiveSocket {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    reconnectionDelay: LIMITS.socketReconnectMs,
    reconnectionDelayMax: LIMITS.socketReconnectMs,
    reconnectionAttempts: Infinity,
    withCredentials: true,
  });
  return socket;
}
