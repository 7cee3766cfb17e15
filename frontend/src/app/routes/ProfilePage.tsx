import { useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { notFoundMessage } from './exam-route';
import { CheckoutModals } from '../../features/checkout/components/CheckoutModals';
import { ProfileTabs } from '../../features/dashboard/components/profile/ProfileTabs';
import { profileTabFrom, PROFILE_TABS } from '../../features/dashboard/components/profile/profile-tabs';
import '../../features/dashboard/dashboard.css';

/** /dashboard/profile/:tab? — the profile's tabs; no tab is the default one, 'profile'. */
export function ProfilePage() {
  const { tab: segment } = useParams();
  const { pathname } = useLocation();
  const tab = profileTabFrom(segment);
  if (!tab) return <NotFoundPage message={notFoundMessage(pathname)} />;
  const label = PROFILE_TABS.find((t) => t.id === tab)!.label;
  return (
    <div className="container page dashboard-page">
      <title>{`${label} — Your profile — MedPrep`}</title>
      <h1 className="page__title">Your profile</h1>
      <ProfileTabs tab={tab} />
      <CheckoutModals />
    </div>
  );
}
