/** Sign-in, sign-up and the account's e-mail links; other features reuse its session hooks and forms. */
export { changePassword, deleteAccount, resendVerification } from './account-api';
export { PasswordField } from './password-field';
export { useApplySignIn, useLogout, useSignedOut, useUpdateCurrentUser } from './session';
