// The picture of how far a club went: the cup for the champion, a medal for the next stages, else a pennant.
// The drawings are in the icon module.
import { MedalIcon, PennantIcon, TrophyIcon } from '../../components/icons';
import type { Stage } from './cwc';

const MEDAL: Partial<Record<Stage, [string, string]>> = {
  champion: ['#f8d45c', '#c9a227'],
  final: ['#e5e7eb', '#9ca3af'],
  semi: ['#f0b27a', '#b8733a'],
};

/** A medal for the top three stages, a pennant otherwise. */
export function Medal({ stage, size = 44 }: { stage: Stage; size?: number }) {
  if (stage === 'champion') return <TrophyIcon size={size} />;
  const colors = MEDAL[stage];
  if (!colors) return <PennantIcon size={size} />;
  return <MedalIcon colors={colors} size={size} />;
}
