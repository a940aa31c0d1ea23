import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import styles from './ShellFooter.module.scss';

/**
 * The shell's footer: the way back to the cookie consent, on every shell page (the footer rather
 * than the side menu: the side menu is the account's areas and is the home page on small screens;
 * a footer link is where visitors look for cookie settings on the storefronts too).
 */
export function ShellFooter() {
  return (
    <footer className={styles.footer}>
      <CookieSettingsButton />
    </footer>
  );
}
