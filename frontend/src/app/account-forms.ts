import { lazy } from 'react';
import type { AccountForms } from '../features/checkout/account-forms';

/** The auth feature's forms, for the checkout's account panel; their code loads when the panel opens. */
export const accountForms: AccountForms = {
  Register: lazy(() => import('../features/auth/components/RegisterForm').then((module) => ({ default: module.RegisterForm }))),
  Login: lazy(() => import('../features/auth/components/LoginForm').then((module) => ({ default: module.LoginForm }))),
};
