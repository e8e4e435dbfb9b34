// The viewer's danmaku settings, remembered on this device (per site, like the app store).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { siteCode } from '../../../store/app-store';
import type { Density } from './lanes';

/** Colours a viewer can pick for their own comments (everyone else's are white). */
export const OWN_COLOURS = ['#ffd23f', '#3fd2ff', '#7dff6b', '#ff6bd6', '#ff7a45'] as const;

/** Danmaku settings. */
export interface DanmakuSettings {
  enabled: boolean;
  density: Density;
  /** 0.2-1. */
  opacity: number;
  ownColour: string;
  set: (patch: Partial<Omit<DanmakuSettings, 'set'>>) => void;
}

/** The danmaku settings store, persisted under "<site>-tifo-danmaku". */
export const useDanmakuSettings = create<DanmakuSettings>()(
  persist(
    (set) => ({
      enabled: true,
      density: 'normal',
      opacity: 0.9,
      ownColour: OWN_COLOURS[0],
      set: (patch) => set(patch),
    }),
    {
      name: `${siteCode}-tifo-danmaku`,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ enabled, density, opacity, ownColour }) => ({ enabled, density, opacity, ownColour }),
    },
  ),
);
