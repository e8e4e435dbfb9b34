// The gifts on offer when the tables are made (migration 0320). Operators change rows, not code. `code` names
// the gift's artwork in the web app (features/live/gifts/assets, made by scripts/gifts/make-assets.mjs):
// small gifts play a Lottie burst, big ones a full-screen alpha-packed video.

/** A gift as the migration seeds it. */
export interface SeedGift {
  code: string;
  name_zh: string;
  name_pt: string;
  currency: 'gold' | 'diamond';
  price: number;
  effect: 'small' | 'big';
}

/** Twelve gifts: five small gold ones (earned currency), small and big diamond ones. */
export const SEED_GIFTS: readonly SeedGift[] = [
  { code: 'heart', name_zh: '爱心', name_pt: 'Coração', currency: 'gold', price: 10, effect: 'small' },
  { code: 'whistle', name_zh: '哨子', name_pt: 'Apito', currency: 'gold', price: 20, effect: 'small' },
  { code: 'ball', name_zh: '足球', name_pt: 'Bola', currency: 'gold', price: 50, effect: 'small' },
  { code: 'beer', name_zh: '啤酒', name_pt: 'Cerveja', currency: 'gold', price: 100, effect: 'small' },
  { code: 'rose', name_zh: '玫瑰', name_pt: 'Rosa', currency: 'diamond', price: 1, effect: 'small' },
  { code: 'scarf', name_zh: '围巾', name_pt: 'Cachecol', currency: 'diamond', price: 5, effect: 'small' },
  { code: 'jersey', name_zh: '球衣', name_pt: 'Camisa', currency: 'diamond', price: 10, effect: 'small' },
  { code: 'medal', name_zh: '奖牌', name_pt: 'Medalha', currency: 'diamond', price: 20, effect: 'small' },
  {
    code: 'boot',
    name_zh: '金靴',
    name_pt: 'Chuteira de Ouro',
    currency: 'diamond',
    price: 66,
    effect: 'small',
  },
  { code: 'fireworks', name_zh: '烟花', name_pt: 'Fogos', currency: 'diamond', price: 99, effect: 'big' },
  { code: 'trophy', name_zh: '奖杯', name_pt: 'Troféu', currency: 'diamond', price: 188, effect: 'big' },
  { code: 'rocket', name_zh: '火箭', name_pt: 'Foguete', currency: 'diamond', price: 520, effect: 'big' },
];
