// Wire types of /api/SportDatabase/*: the server's contract (packages/api-contract/src/sports-database.ts).
export type {
  CountryGroup,
  DatabaseHome,
  EventFigures,
  EventInfo,
  EventMatches,
  EventRank,
  EventRef as EventView,
  EventTable,
  FifaRank,
  FifaRankRow,
  HotBasketballRow,
  HotFootballRow,
  RankRow,
  RankType,
  Season as SeasonView,
  TeamInfo,
} from '@tifo/api-contract';
