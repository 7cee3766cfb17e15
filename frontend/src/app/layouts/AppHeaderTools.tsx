import { UserMenu } from '../../features/auth/components/UserMenu';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';

/** The right-hand side of the dashboard and session headers: theme toggle and account menu. */
export function AppHeaderTools() {
  return (
    <div className="site-header__tools">
      <ThemeToggle />
      <UserMenu />
    </div>
  );
}
