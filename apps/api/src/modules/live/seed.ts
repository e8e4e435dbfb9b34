import type { AppContext } from '../../app-context';
import { categoryIds } from './categories';
import type { RoomCategoryCode } from './categories';
import { DEMO_MATCH, DEMO_SHOW } from './demo-plan';
import { currentStreamKey, ensureRoom } from './room-repo';

const MATCH_ANCHOR_NAMES = [
  '球评老张',
  '绿茵阿杰',
  '足球小王',
  '篮下老李',
  '解说小美',
  '战术大师',
  '看球达人',
  '体育小周',
  '球场老陈',
  '直播阿伟',
  '热血解说',
  '赛场小刘',
];

/** The demo shows: Chinese room titles (the lists) and their category. */
const SHOWS: Array<{ nick: string; title: string; category: RoomCategoryCode }> = [
  { nick: '战术板阿强', title: '足球战术板：本周焦点', category: 'football' },
  { nick: '篮球夜话', title: '篮球夜话：季后赛前瞻', category: 'basketball' },
  { nick: '赛前分析室', title: '赛前分析室：今晚看点', category: 'other' },
];

/** The demo anchors' accounts: they cannot log in (no password matches '!'); the media service streams them. */
export function demoAccounts(matchCount: number): Array<{
  account: string;
  invite: string;
  nick: string;
  kind: number;
  title: string;
  category: RoomCategoryCode;
}> {
  const out = [];
  for (let i = 1; i <= matchCount; i++) {
    const n = String(i).padStart(2, '0');
    out.push({
      account: `demo_anchor_${n}`,
      invite: `DEMOA${n}`,
      nick: MATCH_ANCHOR_NAMES[i - 1] ?? `演示主播${n}`,
      kind: DEMO_MATCH,
      title: '',
      category: 'football' as const,
    });
  }
  for (const [i, show] of SHOWS.entries()) {
    out.push({
      account: `demo_show_${i + 1}`,
      invite: `DEMOS${i + 1}`,
      nick: show.nick,
      kind: DEMO_SHOW,
      title: show.title,
      category: show.category,
    });
  }
  return out;
}

/**
 * Seed step (idempotent): LIVE_DEMO_MAX demo match anchors and the demo show anchors, each an anchor with a room
 * and a stream key. Which of them stream is the demo plan's business (live matches, shows).
 */
export async function seedLive(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const categories = await categoryIds(ctx.db);
  for (const a of demoAccounts(ctx.config.live.demoMax)) {
    await ctx.db.kysely
      .insertInto('users')
      .values({
        account: a.account,
        mobile: null,
        password_hash: '!',
        nick_name: a.nick,
        invite_code: a.invite,
        invited_by: null,
        regist_time: now,
        is_anchor: 1,
        anchor_level: 1,
      })
      .onConflict((oc) => oc.column('account').doNothing())
      .execute();
    const user = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('account', '=', a.account)
      .executeTakeFirstOrThrow();
    const room = await ensureRoom(ctx.db, user.id, now, {
      title: a.title,
      category_id: categories.get(a.category)?.id ?? 0,
      is_demo: a.kind,
    });
    await currentStreamKey(ctx.db, ctx.config.live.mediaSecret, room.id, now);
  }
}
