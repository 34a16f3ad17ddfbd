import { ToggleGroup } from './toggle-group';
import { useThemeChoice } from '../../hooks/use-theme-choice';
import { THEME_CHOICES } from '../../lib/theme';

/**
 * «Tema»: Automático (as the device), Claro or Oscuro, for this browser. The change shows at
 * once, on every page and open tab.
 */
export function ThemeChoice({ label = 'Tema' }: { label?: string }) {
  const [choice, choose] = useThemeChoice();
  return (
    <ToggleGroup label={label} options={THEME_CHOICES} selected={[choice]} onToggle={choose} />
  );
}
