/** Display width of one character: 2 above code 127 (CJK and other wide glyphs), otherwise 1. */
function charWidth(ch: string): number {
  return (ch.codePointAt(0) ?? 0) > 127 ? 2 : 1;
}

/** Display width of a text (spec section 5): characters above code 127 count 2, others 1. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w;
}

/**
 * Cuts a text so that it, with the ellipsis, fits `maxWidth`; texts that fit are returned unchanged.
 * Never splits a surrogate pair.
 */
export function truncateText(text: string, maxWidth: number, ellipsis = '...'): string {
  if (textWidth(text) <= maxWidth) return text;
  const budget = maxWidth - textWidth(ellipsis);
  if (budget <= 0) return '';
  let w = 0;
  let out = '';
  for (const ch of text) {
    const cw = charWidth(ch);
    if (w + cw > budget) break;
    out += ch;
    w += cw;
  }
  return out + ellipsis;
}
