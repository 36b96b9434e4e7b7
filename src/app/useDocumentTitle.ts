import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '~/contract/constants';

/** Spec 2.2: the tab shows the product name, ' - ', then the route's title. */
export function useDocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound)) return 'Page Not Found';
      return [...state.matches].reverse().find((match) => match.staticData?.title)?.staticData.title;
    },
  });
  useEffect(() => {
    document.title = title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME;
  }, [title]);
}
