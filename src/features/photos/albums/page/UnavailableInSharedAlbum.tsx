import { useTranslation } from 'react-i18next';
import { DisabledActionButton } from '@/ui/DisabledActionButton';

type UnavailableAction = 'copyToAlbum' | 'removeFromAlbum' | 'orderPrints';

const labels = {
  copyToAlbum: 'photos.sharedAlbum.copyToAlbum',
  removeFromAlbum: 'photos.sharedAlbum.removeFromAlbum',
  orderPrints: 'photos.sharedAlbum.orderPrints',
} as const;

/**
 * The actions a shared album does not allow (S1 §2 Shared album page): copy to album, delete from
 * album and order prints, each shown disabled and explained by 'Unavailable for shared albums' on
 * focus, hover and tap.
 */
export function UnavailableInSharedAlbum({ actions, className }: { actions: readonly UnavailableAction[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {actions.map((action) => (
        <DisabledActionButton key={action} variant="secondary" className={className} explanation={t('photos.sharedAlbum.unavailable')}>
          {t(labels[action])}
        </DisabledActionButton>
      ))}
    </>
  );
}
