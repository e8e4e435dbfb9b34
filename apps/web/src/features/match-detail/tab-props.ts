/** What every detail tab receives: the match and its sport (1 football, 2 basketball). */
export interface TabProps {
  sportId: 1 | 2;
  matchId: number;
}
