import type { AppContext } from '../../app-context';
import type { Lang } from '../../http/error-codes';
import { ledgerOf, spendableDiamonds } from '../ledger';
import type { RoomGroups } from '../live-chat';
import { userBag } from './bag';
import { giftList, giftView } from './catalog';
import { liveContribution, type RankingRange } from './ranking';
import { giftAnimationFields, postGiftAnimation } from './room-message';
import { sendGift, type SendGiftInput } from './send-gift';

/** The gifts feature as its routes use it. */
export class GiftService {
  constructor(
    private readonly ctx: AppContext,
    private readonly groups: RoomGroups,
  ) {}

  /** getGiftList. */
  list(lang: Lang) {
    return giftList(this.ctx.db, lang);
  }

  /** getUserBag. */
  bag(userId: number, lang: Lang) {
    return userBag(this.ctx.db, userId, lang);
  }

  /** getLiveContribution. */
  contribution(roomId: number, range: RankingRange, viewerId: number | null) {
    return liveContribution(this.ctx.db, roomId, range, viewerId, this.ctx.now());
  }

  /**
   * sendGift: the paid send, then the room's animation (not awaited: the sender's answer does not wait for the
   * messaging service; a failure is logged). A retry answers the first send and posts nothing again.
   */
  async send(senderId: number, input: SendGiftInput, lang: Lang) {
    const outcome = await sendGift(this.ctx, senderId, input);
    const fields = await giftAnimationFields(this.ctx, senderId, outcome);
    this.lastPost = outcome.replayed
      ? Promise.resolve(false)
      : postGiftAnimation(this.ctx, this.groups, fields, outcome.room);
    const balances = await ledgerOf(this.ctx).balances(senderId);
    const bagLeft = await this.ctx.db.kysely
      .selectFrom('gift_bag')
      .select('quantity')
      .where('user_id', '=', senderId)
      .where('gift_id', '=', outcome.gift.id)
      .executeTakeFirst();
    const { send } = outcome;
    return {
      send_id: send.id,
      liveid: send.room_id,
      gift: giftView(outcome.gift, lang),
      count: send.count,
      from_bag: send.from_bag,
      currency: send.currency,
      paid: send.paid,
      value: send.value,
      anchor_points: send.anchor_points,
      combo_id: send.combo_id,
      combo: send.combo_count,
      user_level: outcome.userLevel,
      gift_spend: outcome.giftSpend,
      balances: { gold: balances.gold.available, diamond: spendableDiamonds(balances) },
      bag_left: bagLeft?.quantity ?? 0,
      replayed: outcome.replayed,
      animation: fields,
    };
  }

  /** The last animation post (tests wait for it). */
  lastPost: Promise<boolean> = Promise.resolve(false);
}
