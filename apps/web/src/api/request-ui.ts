// The request helper's UI on antd-mobile (loading toast, failure toast, login dialog). Loaded on first use so
// Toast/Dialog (and their animation library) stay out of the JavaScript every first paint waits for.
import { Dialog, Toast } from 'antd-mobile';
import { i18next } from '../i18n';

/** Shows the loading toast. */
export function showLoading(): void {
  Toast.show({ icon: 'loading', content: i18next.t('common:loading'), duration: 0, maskClickable: true });
}

/** Clears every toast. */
export function clearToasts(): void {
  Toast.clear();
}

/** A plain message toast. */
export function toast(message: string): void {
  Toast.show({ content: message });
}

/** The "not logged in yet" confirm; resolves true on confirm. */
export function confirmLogin(): Promise<boolean> {
  return Dialog.confirm({
    title: i18next.t('common:notLoggedInTitle'),
    content: i18next.t('common:notLoggedInContent'),
    confirmText: i18next.t('common:confirm'),
    cancelText: i18next.t('common:cancel'),
  });
}
