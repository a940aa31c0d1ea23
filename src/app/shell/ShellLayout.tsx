import { useAuth } from '@/platform/auth/AuthContext';
import { PageTitle } from '@/ui/PageTitle';
import { useEmbedded } from '@/platform/embedded/useEmbedded';
import { SkipLink } from '../layout/SkipLink';
import { useIsSmallScreen } from '../layout/useIsSmallScreen';
import { GuardedOutlet } from '../router/GuardedOutlet';
import { useCurrentRoute } from '@/platform/routing/routeHandle';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { AccountMenu } from './AccountMenu';
import { BackToAccountLink } from './BackToAccountLink';
import { BusinessBanner } from './BusinessBanner';
import { Header } from './Header';
import { ShellFooter } from './ShellFooter';
import { ThirdPartyWidgetsWhenIdle } from './ThirdPartyWidgetsWhenIdle';
import styles from './ShellLayout.module.scss';

/**
 * The account shell (S0 §2): header menu, then the page with the side menu on its left (medium and
 * up). The two shell error pages take the full width (`sideMenu: false`). On small screens the side
 * menu is the home page itself and other pages get a link back to it (DECISIONS 14). Embedded mode
 * (`?embedded=true`) draws neither header nor menu. A footer holds the cookie settings; the help chat's
 * launcher and the feedback survey sit over the page.
 */
export function ShellLayout() {
  const embedded = useEmbedded();
  const small = useIsSmallScreen();
  const route = useCurrentRoute();
  const { claims } = useAuth();
  const title = usePageTitle();

  const isHome = route?.name === 'home';
  const menuIsPage = small && isHome && !embedded;
  const sideMenu = !embedded && !small && route?.sideMenu !== false;
  const backLink = !embedded && small && !isHome;
  // photo and album routes take the whole screen: no chat launcher or survey there (S0 §1)
  const photoRoute = route?.section === 'photos';

  return (
    <div className={styles.shell}>
      {embedded ? null : <SkipLink />}
      {embedded ? null : <Header email={claims?.email ?? null} />}
      <div className={[styles.body, sideMenu ? styles.withMenu : ''].join(' ')}>
        {sideMenu ? (
          <div className={styles.menu}>
            <AccountMenu />
          </div>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          <BusinessBanner />
          {backLink ? <BackToAccountLink /> : null}
          {menuIsPage ? (
            <>
              <PageTitle>{title}</PageTitle>
              <AccountMenu variant="page" />
            </>
          ) : (
            <GuardedOutlet />
          )}
        </main>
      </div>
      {embedded ? null : <ShellFooter />}
      <ThirdPartyWidgetsWhenIdle hidden={embedded || photoRoute} />
    </div>
  );
}
