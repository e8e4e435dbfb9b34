// The HTTP API's contract, written once (README.md): each module's endpoints as a namespace, the call map the web
// app is typed from, and the shapes both sides name.
export * from './constants';
export { endpoint, type AuthMode, type Endpoint, type HttpMethod } from './endpoint';
export { blankIsAll, positiveId, requestId, siteSelector } from './inputs';
export type { AnyEndpoint, ApiPath, ApiRoutes } from './routes';
export * as accounts from './accounts';
export * as captcha from './captcha';
export * as config from './config';
export * as content from './content';
export * as feedback from './feedback';
export * as anchors from './anchors';
export * as gifts from './gifts';
export * as liveChat from './live-chat';
export * as matchDetail from './match-detail';
export * as matches from './matches';
export * as recharge from './recharge';
export * as search from './search';
export * as sites from './sites';
export * as sms from './sms';
export * as sports from './sports';
export * as sportsDatabase from './sports-database';
export * as storage from './storage';
export * as vip from './vip';
export * as wallet from './wallet';
export * as withdraw from './withdraw';
export type { Balances, LedgerEntry, TransLogPage } from './wallet';
export type { Withdrawal, WithdrawalResult, WithdrawInfo } from './withdraw';
export type { VipPlan, VipStanding } from './vip';
export type { FollowedAnchor, FollowResult, LiveStatus } from './anchors';
export type {
  Announcement,
  BannedUser,
  ChatManager,
  LiveChatInfo,
  MemberBadge,
  PublishConfig,
  RoomNotice,
} from './live-chat';
export type {
  BagItem,
  Contribution,
  ContributionRow,
  Gift,
  GiftBalances,
  GiftList,
  SendGiftResult,
} from './gifts';
export type {
  InviteProfit,
  PaymentMethod,
  ProfitConsumeType,
  RechargeInfo,
  RechargeOrder,
  RechargePackage,
} from './recharge';
export type { UserBasicInfo, UserInfo, UserProfile } from './accounts';
export type { SentCode } from './sms';
export type { SiteView } from './sites';
export type { CommonConfig } from './config';
export type { BaseDictionary, Banner, Category, DictionaryEntry, Protocol } from './content';
export type { CosKeys, PresignedUpload, StoredPicture, UploadInfo } from './storage';
export type { EventRef, Match, StandingRow, TeamRef } from './sports';
export type { DateMatches, MatchInfo, RaceTag, Votes } from './matches';
export type {
  AnalysisData,
  AnalysisSide,
  BookmakerOdds,
  CommentaryLine,
  FormSummary,
  Incident,
  Lineup,
  LineupData,
  LineupPlayer,
  MatchData,
  MatchRank,
  MatchRankRow,
  OddsPoint,
  OddsQuote,
  PlayerLine,
  SquadPlayer,
  StatItem,
} from './match-detail';
export type { EventHit, TeamHit } from './search';
export type {
  CountryGroup,
  DatabaseHome,
  EventFigures,
  EventInfo,
  EventMatches,
  EventRank,
  EventTable,
  FifaRank,
  FifaRankRow,
  HotBasketballRow,
  HotFootballRow,
  RankRow,
  RankType,
  Season,
  TeamInfo,
} from './sports-database';
