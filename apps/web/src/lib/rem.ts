// Rem sizing: the design is drawn for a 375 px wide phone and 1rem = 37.5 design px, so the html font size is
// one tenth of the viewport width. Desktop browsers get a phone-sized column instead of giant text.

/** The design unit: 1rem equals this many design pixels. */
export const DESIGN_UNIT = 37.5;
const MIN_WIDTH = 320;
const MAX_WIDTH = 540;

/** Root font size in px for a viewport width (clamped to a phone-sized column). */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, viewportWidth));
  return width / 10;
}

/** Converts design pixels to a rem string (16 -> "0.4267rem"). */
export function rem(designPx: number): string {
  return `${Number((designPx / DESIGN_UNIT).toFixed(4))}rem`;
}

/** Keeps the html font size in step with the viewport; returns a function that stops listening. */
export function installRem(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
