// Copying (OBS settings, share links) with the spec's failure prompt: on a page without clipboard access
// (plain http, old in-app browsers) the old selection copy is tried before asking the user to press the keys.
import { i18next } from '../../i18n';
import { showToast } from './lazy-toast';

function selectionCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Copies `text` and toasts the outcome. */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    ok = selectionCopy(text);
  }
  showToast(
    ok
      ? { icon: 'success', content: i18next.t('live:copied') }
      : { content: i18next.t('live:copyFailed'), duration: 3000 },
  );
  return ok;
}
