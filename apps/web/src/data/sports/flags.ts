// National flags as SVG images from the API (flag-icons, MIT), so they show on every platform.

/** Where the API serves the flag of a flag-icons code ("fr", "gb-eng"). */
export function flagUrl(code: string): string {
  return `/api/sports/flag/${code}.svg`;
}
