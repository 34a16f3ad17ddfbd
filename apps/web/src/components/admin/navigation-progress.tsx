import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/**
 * A thin moving line under the top bar while the next page loads its data, so a click on the
 * menu visibly does something. Decorative: the new page's focus tells assistive technology.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} aria-hidden="true" />;
}
