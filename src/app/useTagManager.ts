import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isTagManagerPath, loadTagManager, tagManagerIdOfPage, trackPageView } from '~/lib/tagManager';

/** Loads the tag manager on its three pages only and sends their page views (spec 2.2). */
export function useTagManager() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const name = useRouterState({
    select: (state) => {
      const match = state.matches.at(-1);
      return match?.staticData?.pageName ?? match?.routeId;
    },
  });
  useEffect(() => {
    if (!name || !isTagManagerPath(path)) return;
    const id = tagManagerIdOfPage();
    if (!id) return;
    loadTagManager(id);
    trackPageView(name, path);
  }, [path, name]);
}

const documentPath = typeof window === 'undefined' ? '/' : window.location.pathname;

/**
 * The server sends the tag manager's CSP and id only with the documents of its three pages, so
 * moving between one of them and any other page loads a fresh document, with its own policy.
 */
export function needsOwnDocument(targetPath: string): boolean {
  return isTagManagerPath(targetPath) !== isTagManagerPath(documentPath);
}
