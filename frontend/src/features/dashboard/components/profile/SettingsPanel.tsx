import { useId } from 'react';
import type { Theme } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectThemePreference, themeToggled } from '../../../../app/theme/themeSlice';

const THEMES: { value: Theme; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on a light background.' },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background, easier on the eyes at night.' },
];

/** The theme (the theme feature saves it to the user's settings). Public pages always stay light. */
export function SettingsPanel() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectThemePreference);
  const id = useId();
  return (
    <form className="profile-form" onSubmit={(event) => event.preventDefault()} aria-label="Settings">
      <fieldset className="form-section">
        <legend className="form-section__title">Theme</legend>
        <p className="field__hint form-section__hint">
          Used on your dashboard and in question sessions, and saved to your account. The public pages always stay light.
        </p>
        <div className="choice-cards">
          {THEMES.map((option) => (
            <div key={option.value} className={`choice-card choice-card--${option.value}`}>
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name={`${id}-theme`}
                value={option.value}
                checked={theme === option.value}
                aria-describedby={`${id}-${option.value}-hint`}
                onChange={() => {
                  if (theme !== option.value) dispatch(themeToggled());
                }}
              />
              <label htmlFor={`${id}-${option.value}`} className="choice-card__label">
                <span className="choice-card__swatch" aria-hidden="true" />
                {option.label}
              </label>
              <p id={`${id}-${option.value}-hint`} className="choice-card__hint">
                {option.hint}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
