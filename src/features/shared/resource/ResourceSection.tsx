import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ResourceMachine } from '@machines/shell/resource.machine';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';

export interface ResourceSectionProps<TData, TId extends string> {
  /** the load (machines/shell/resource.machine.ts) */
  actor: ActorRefFrom<ResourceMachine<TData, TId>>;
  /** the load's machine id, which its events carry (`widgetList`) */
  id: TId;
  /** the loader's text while the answer is on its way */
  loadingLabel: string;
  /** the i18n key of the load error's message when the failure names none */
  loadErrorKey: string;
  /** the Try again button's text */
  retryLabel: string;
  /** whether the data has nothing to show */
  isEmpty: (data: TData) => boolean;
  /** the empty state */
  empty: ReactNode;
  /** data already shown stays while a reload is on its way (else the loader takes its place) */
  keepWhileLoading?: boolean;
  /** the content, for data with something to show */
  children: (data: TData) => ReactNode;
}

/**
 * The body of a section over one load (S0 §8: every screen shows its message on a failed call and
 * lets the customer try again): the load error with Try again, a loader until the answer, the empty
 * state, or the content. Shown before anything is asked, it asks for the load.
 */
export function ResourceSection<TData, TId extends string>({
  actor,
  id,
  loadingLabel,
  loadErrorKey,
  retryLabel,
  isEmpty,
  empty,
  keepWhileLoading = false,
  children,
}: ResourceSectionProps<TData, TId>) {
  const { t } = useTranslation();
  const loading = useSelector(actor, (snapshot) => snapshot.matches('NotRequested') || snapshot.matches('InProgress'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);
  useEffect(() => {
    const load: `${TId}.load` = `${id}.load`;
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: load });
  }, [actor, id]);

  if (failed) {
    const reload: `${TId}.reload` = `${id}.reload`;
    return (
      <RetryAlert retryLabel={retryLabel} onRetry={() => actor.send({ type: reload })}>
        <p>{t(errorKey ?? loadErrorKey)}</p>
      </RetryAlert>
    );
  }
  if (data === null || (loading && (!keepWhileLoading || isEmpty(data)))) return <Loader label={loadingLabel} />;
  if (isEmpty(data)) return empty;
  return children(data);
}
