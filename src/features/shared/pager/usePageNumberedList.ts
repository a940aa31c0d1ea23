import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { PageNumberedListMachine } from '@machines/shared/pageNumberedList';
import { pageCountOf } from '@machines/shared/pagedList';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { pageFromQuery, searchWithPage } from './pageQuery';

/**
 * Runs a page-numbered list (machines/shared/pageNumberedList.ts) for the lifetime of the calling
 * component, its page in the URL query parameter `param`: the list opens on the URL's page, shows
 * each page the URL names next, and when it moves to another page itself (past its last one) the
 * URL follows, in place. What the list's view reads: its context, whether a page is on its way or
 * failed, and its number of pages.
 */
export function usePageNumberedList<TItem, TId extends string>(machine: PageNumberedListMachine<TItem, TId>, id: TId, param: string) {
  const [query, setQuery] = useSearchParams();
  const page = pageFromQuery(query.get(param));
  const actor = useFlowActor(machine, { input: { page } });
  useEffect(() => {
    const showPage: `${TId}.showPage` = `${id}.showPage`;
    actor.send({ type: showPage, page });
  }, [actor, id, page]);
  useEffect(() => {
    const pageChanged: `${TId}.pageChanged` = `${id}.pageChanged`;
    const subscription = actor.on(pageChanged, (event) => {
      setQuery((current) => new URLSearchParams(searchWithPage(current.toString(), param, event.page)), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, id, param, setQuery]);

  const list = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return { actor, list, loading, failed, pages: pageCountOf(list.total ?? 0, list.pageSize) };
}
