import type { Lang } from '../../http/error-codes';
import { escapeXml } from '../sites';
import { AGREEMENT_PT, PRIVACY_PT } from './protocol-pt';
import { PROTOCOL_UPDATED } from './protocol-types';
import type { ProtocolDocument } from './protocol-types';
import { AGREEMENT_ZH, PRIVACY_ZH } from './protocol-zh';

/** Protocol kinds: 1 user agreement, 2 privacy policy. */
export type ProtocolType = 1 | 2;

/** What getProtocal returns: the title and the text as simple HTML. */
export interface ProtocolView {
  type: ProtocolType;
  title: string;
  content: string;
  updated_at: string;
}

const DOCUMENTS: Record<ProtocolType, Record<Lang, ProtocolDocument>> = {
  1: { zh: AGREEMENT_ZH, pt: AGREEMENT_PT },
  2: { zh: PRIVACY_ZH, pt: PRIVACY_PT },
};

/** Renders a protocol for a site name in a language; the HTML is built from our own escaped text only. */
export function renderProtocol(type: ProtocolType, lang: Lang, siteName: string): ProtocolView {
  const doc = DOCUMENTS[type][lang];
  const fill = (text: string) => escapeXml(text.replaceAll('{name}', siteName));
  const updated = lang === 'pt' ? `Atualizado em ${PROTOCOL_UPDATED}` : `更新日期：${PROTOCOL_UPDATED}`;
  const html = [
    `<p class="protocol-updated">${updated}</p>`,
    ...doc.sections.flatMap((s) => [
      `<h3>${fill(s.heading)}</h3>`,
      ...s.paragraphs.map((p) => `<p>${fill(p)}</p>`),
    ]),
  ].join('\n');
  return { type, title: doc.title, content: html, updated_at: PROTOCOL_UPDATED };
}
