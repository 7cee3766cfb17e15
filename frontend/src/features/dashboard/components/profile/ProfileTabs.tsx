import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPanel } from './AccountPanel';
import { ExamDatesForm } from './ExamDatesForm';
import { ProfileForm } from './ProfileForm';
import { PROFILE_TABS, type ProfileTabId } from './profile-tabs';
import { SettingsPanel } from './SettingsPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { KEEP_SCROLL } from '../../../../app/layouts/ScrollRestoration';

const PANELS: Record<ProfileTabId, ComponentType> = {
  profile: ProfileForm,
  account: AccountPanel,
  settings: SettingsPanel,
  'exam-dates': ExamDatesForm,
  subscriptions: SubscriptionsPanel,
};

/**
 * The profile's tabs, driven by the route (each tab has its own address): a tablist of links with
 * one tab stop; the arrow keys, Home and End move to another tab and open it.
 */
export function ProfileTabs({ tab }: { tab: ProfileTabId }) {
  const id = useId();
  const navigate = useNavigate();
  const refs = useRef(new Map<ProfileTabId, HTMLAnchorElement>());
  const [focusRequest, setFocusRequest] = useState<ProfileTabId | null>(null);

  useEffect(() => {
    if (focusRequest === tab) {
      refs.current.get(tab)?.focus();
      setFocusRequest(null);
    }
  }, [focusRequest, tab]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = PROFILE_TABS.findIndex((t) => t.id === tab);
    const last = PROFILE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % PROFILE_TABS.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = PROFILE_TABS[next];
    setFocusRequest(target.id);
    void navigate(target.path);
  };

  const Panel = PANELS[tab];
  const current = PROFILE_TABS.find((t) => t.id === tab)!;

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label="Your profile">
        {PROFILE_TABS.map((t) => {
          const selected = t.id === tab;
          return (
            <Link
              key={t.id}
              ref={(element) => {
                if (element) refs.current.set(t.id, element);
                else refs.current.delete(t.id);
              }}
              to={t.path}
              id={`${id}-tab-${t.id}`}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tabs__tab tabs__tab--selected' : 'tabs__tab'}
              onKeyDown={onKeyDown}
              state={KEEP_SCROLL}
            >
              {t.label}
            </Link>
          );
        })}
      </div>
      <div id={`${id}-panel`} className="tabs__panel" role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        <h2 className="tabs__heading">{current.label}</h2>
        <Panel />
      </div>
    </div>
  );
}
