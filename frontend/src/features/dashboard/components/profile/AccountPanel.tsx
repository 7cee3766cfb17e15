import { AccountForm } from './AccountForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { YourDataPanel } from './YourDataPanel';

/** The Account tab: name and e-mail, password, the user's data and the deletion of the account. */
export function AccountPanel() {
  return (
    <>
      <AccountForm />
      <ChangePasswordForm />
      <YourDataPanel />
    </>
  );
}
