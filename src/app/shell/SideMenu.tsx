import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import type { AppRoute } from '@/platform/routing/routes';
import type { MenuEntry } from '@/platform/routing/menuEntries';
import styles from './SideMenu.module.scss';

export interface SideMenuProps {
  readonly entries: readonly MenuEntry[];
  readonly currentRoute: AppRoute | null;
  /** small screens: sign-out is a button that signs out at once, elsewhere a link to /logout */
  readonly small: boolean;
  readonly onSignOut: () => void;
  /** `page`: the menu is the page's content (home on small screens) */
  readonly variant?: 'side' | 'page';
}

function currentMark(entry: MenuEntry, route: AppRoute | null): 'page' | 'true' | undefined {
  if (entry.kind !== 'route' || !route) return undefined;
  if (route.name === entry.route) return 'page';
  return route.section === entry.key ? 'true' : undefined;
}

/** The account side menu (S0 §2); aria-current marks the current page or section. */
export function SideMenu({ entries, currentRoute, small, onSignOut, variant = 'side' }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.label')} className={[styles.menu, styles[variant]].join(' ')}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'route' ? (
              <Link to={routePath(entry.route)} className={styles.item} aria-current={currentMark(entry, currentRoute)}>
                {t(entry.label)}
              </Link>
            ) : (
              <a href={entry.href} className={styles.item}>
                {t(entry.label)}
              </a>
            )}
          </li>
        ))}
        <li className={styles.signOut}>
          {small ? (
            <button type="button" className={styles.item} onClick={onSignOut}>
              {t('menu.signOut')}
            </button>
          ) : (
            <Link to={routePath('logout')} className={styles.item}>
              {t('menu.signOut')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
