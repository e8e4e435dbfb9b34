/**
 * Live rooms: the fan-out (cohorts, batches, shedding), long poll, moderation cache and send checks, chat rules,
 * audience and member list. Reached only through this file.
 */
export { roomAudience } from './audience';
export { registerLongPoll } from './longpoll-route';
export { liveMemberList } from './member-list';
export { LiveModeration } from './moderation';
export { liveOnlineCounts } from './online-counts';
export { loadLiveRoom, setLiveRules, setSpeakers } from './room-rules';
export { LiveRooms } from './rooms';
export { checkLiveSend, publishLiveChange } from './send-check';
