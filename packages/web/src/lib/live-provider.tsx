import { createContext, useContext, useEffect, useState } from 'react';
import { LiveChannel, LiveChannelContext } from './live-channel';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startLiveClient } from './live-client';
import type { LiveSocket, LiveStatus } from './live-client';
import { openLiveSocket } from './live-socket';

const LiveStatusContext = createContext<LiveStatus>('connecting');

export interface LiveProviderProps {
  children: ReactNode;
  /** Opens the socket; tests pass a fake. Keep it stable: a new function reconnects. */
  openSocket?: () => LiveSocket;
}

/** Keeps the console's one live connection for as long as the app is mounted. */
export function LiveProvider({ children, openSocket = openLiveSocket }: LiveProviderProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [channel] = useState(() => new LiveChannel());

  useEffect(
    () => startLiveClient({ socket: openSocket(), queryClient, onStatus: setStatus, channel }),
    [openSocket, queryClient, channel],
  );

  return (
    <LiveStatusContext value={status}>
      <LiveChannelContext value={channel}>{children}</LiveChannelContext>
    </LiveStatusContext>
  );
}

/** The state of the live connection, e.g. to warn that it is lost. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
