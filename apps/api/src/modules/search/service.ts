import type { TeamHit } from '@tifo/api-contract';
import { eventView, teamView } from '../matches';
import type { EventView, MatchView, MatchListService } from '../matches';
import type { SportsData } from '../sports';

/** Lower-cased text contains the lower-cased needle in any of the names. */
function hits(needle: string, ...names: string[]): boolean {
  return names.some((n) => n.toLowerCase().includes(needle));
}

/** Search over competitions, clubs and matches (names in Chinese and English, case-insensitive). */
export class SearchService {
  constructor(
    private readonly data: () => Promise<SportsData>,
    private readonly lists: MatchListService,
  ) {}

  /** Competitions whose names contain the keyword. */
  async events(keyword: string): Promise<EventView[]> {
    const d = await this.data();
    const needle = keyword.toLowerCase();
    return [...d.index.competitions.values()]
      .filter((c) => hits(needle, c.name_zh, c.name_en, c.short_name_zh, c.short_name_en, c.code))
      .map((c) => eventView(c));
  }

  /** Clubs whose names contain the keyword, with their competition. */
  async teams(keyword: string): Promise<TeamHit[]> {
    const d = await this.data();
    const needle = keyword.toLowerCase();
    return [...d.index.teams.values()]
      .filter((t) => hits(needle, t.name_zh, t.name_en, t.short_name_zh, t.short_name_en))
      .sort((a, b) => a.name_en.localeCompare(b.name_en))
      .map((t) => ({
        ...teamView(t, d.index),
        sport_id: t.sport_id,
        matchevent: eventView(d.index.competitions.get(t.competition_id)),
      }));
  }

  /** Matches from a week ago to two weeks ahead whose clubs or competition match the keyword. */
  async matches(keyword: string, sport = 0): Promise<MatchView[]> {
    const d = await this.data();
    const now = d.engine.clock.nowSeconds();
    const needle = keyword.toLowerCase();
    const list = await this.lists.window(now - 7 * 86400, now + 14 * 86400, sport);
    return list.filter(
      (m) =>
        hits(
          needle,
          m.hometeam.name_zh,
          m.hometeam.name_en,
          m.hometeam.short_name_zh,
          m.hometeam.short_name_en,
        ) ||
        hits(
          needle,
          m.awayteam.name_zh,
          m.awayteam.name_en,
          m.awayteam.short_name_zh,
          m.awayteam.short_name_en,
        ) ||
        hits(needle, m.matchevent.name_zh, m.matchevent.name_en, m.matchevent.short_name_zh),
    );
  }
}
