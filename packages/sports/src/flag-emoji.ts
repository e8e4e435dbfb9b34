// Flag emoji to flag-icons codes. The data files give flag emoji; the API serves flags as SVG (flag-icons, MIT)
// because flag emoji do not render on Windows and on systems without an emoji font.

/** The flag-icons code of a flag emoji: "🇩🇪" -> "de", the England tag sequence -> "gb-eng"; '' otherwise. */
export function flagCodeOfEmoji(emoji: string): string {
  const points = [...emoji].map((ch) => ch.codePointAt(0) ?? 0);
  const regional = points.filter((cp) => cp >= 0x1f1e6 && cp <= 0x1f1ff);
  if (regional.length === 2) return regional.map((cp) => String.fromCharCode(cp - 0x1f1e6 + 97)).join('');
  // Subdivision flags: a black flag, then tag letters spelling e.g. "gbeng", then a cancel tag.
  const tags = points
    .filter((cp) => cp >= 0xe0061 && cp <= 0xe007a)
    .map((cp) => String.fromCharCode(cp - 0xe0000));
  return tags.length === 5 ? `${tags.slice(0, 2).join('')}-${tags.slice(2).join('')}` : '';
}
