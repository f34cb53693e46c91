import { useState } from 'react';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import {
  connectionsOfTab,
  selectionAfterDelete,
  type ConnectionTab,
} from '@crosspoint/protocol/rules/connection-rules';

/**
 * Which tab, which connection and whether show-all mode is on (ports spec §2). The active
 * connection is the chosen one while it is in the tab, else the tab's first; after an add the
 * new one is selected and show-all is left; after a delete the next (or previous) one.
 */
export function useAssignmentSelection(
  connections: readonly Connection[],
  tabs: readonly ConnectionTab[],
  showAllForced: boolean,
) {
  const [chosenTab, setTab] = useState<ConnectionTab | null>(null);
  const [chosenId, setChosenId] = useState<number | null | undefined>(undefined);
  const [showAllChoice, setShowAll] = useState(false);
  const tab = chosenTab !== null && tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'partyline');
  const inTab = connectionsOfTab(connections, tab);
  const active = chosenId === null ? undefined : (inTab.find((c) => c.id === chosenId) ?? inTab[0]);

  return {
    tab,
    inTab,
    active,
    showAll: showAllForced || showAllChoice,
    setShowAll,
    selectTab: (next: ConnectionTab) => {
      setTab(next);
      setChosenId(undefined);
    },
    select: (id: number) => setChosenId(id),
    /** ports spec §2: "A newly added connection is selected and show-all mode is left." */
    onAdded: (id: number, type: Connection['type']) => {
      if (tab !== 'all' && tab !== type) setTab(type);
      setChosenId(id);
      setShowAll(false);
    },
    /** ports spec §2: the next connection, the previous if it was last, none if empty. */
    onDeleted: (id: number) => {
      setChosenId(
        selectionAfterDelete(
          inTab.map((c) => c.id),
          id,
        ),
      );
    },
  };
}
