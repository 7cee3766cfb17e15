import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectThemePreference, themeToggled } from '../../../app/theme/themeSlice';

/** A toggle button: pressed means the dark theme is on. */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectThemePreference) === 'dark';
  return (
    <button
      type="button"
      className="btn btn--secondary btn--small theme-toggle"
      aria-pressed={dark}
      onClick={() => dispatch(themeToggled())}
    >
      <span aria-hidden="true" className="theme-toggle__icon">
        {dark ? '☾' : '☀'}
      </span>
      Dark theme
    </button>
  );
}
