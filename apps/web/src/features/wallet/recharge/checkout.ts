import { apiUrl } from '../../../api/client';
import { useAppStore } from '../../../store/app-store';

/**
 * Goes to a provider's hosted checkout. A relative address is on the API's host (the sandbox's page); the
 * page is asked for the interface language.
 */
export function goToCheckout(checkoutUrl: string): void {
  const url = /^https?:\/\//.test(checkoutUrl) ? checkoutUrl : apiUrl(checkoutUrl);
  const pt = useAppStore.getState().lang === 'pt-BR';
  window.location.assign(pt ? `${url}${url.includes('?') ? '&' : '?'}lang=pt-br` : url);
}
