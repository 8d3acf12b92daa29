import { isNativeApp } from '../../lib/native-app';
import type { ProviderNotice } from './provider-buttons';

/** The message a provider sign-in in redirect mode left in the address, if any. */
export function providerNoticeFrom(params: URLSearchParams): ProviderNotice | null {
  const error = params.get('error');
  if (error && isNativeApp()) {
    // A failed sign-in in the native app is only logged.
    console.error('Login failed.');
    return null;
  }
  if (error) return { severity: 'error', text: error };
  const notice = params.get('notice');
  return notice ? { severity: 'info', text: notice } : null;
}
